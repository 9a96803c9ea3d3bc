import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Award, CalendarClock, FileBadge, LifeBuoy, Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { formatDate } from '@/lib/dates';
import { useSiteSettings } from '@/lib/site-settings';
import { useSignedInUser } from '@/lib/session';
import { trainingAssignmentsQueryOptions } from '../api/get-training-assignments';
import { userTrainingsQueryOptions } from '../api/get-user-trainings';
import { myScheduleQueryOptions } from '../api/get-my-schedule';
import { requiredCoursesOf, trainingStats } from '../training-stats';
import { MyCertificationsDialog } from './my-certifications-dialog';
import { RecommendedCourseList } from './recommended-courses';
import { TrainingVideosCard } from './training-videos-card';

const SidebarCard = ({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) => (
  <Card aria-labelledby={id}>
    <CardHeader>
      <CardTitle id={id} className="flex items-center gap-2 text-base">
        {icon}
        {title}
      </CardTitle>
    </CardHeader>
    <CardContent>{children}</CardContent>
  </Card>
);

const StatsFigures = () => {
  const { t } = useTranslation('training');
  const user = useSignedInUser();
  const assignments = useQuery(trainingAssignmentsQueryOptions(user.id));
  const registrations = useQuery(userTrainingsQueryOptions(user.id));
  const schedule = useQuery(myScheduleQueryOptions());
  if (assignments.isPending || registrations.isPending || schedule.isPending) {
    return <StatusMessage kind="loading">{t('stats.loading')}</StatusMessage>;
  }
  if (assignments.isError || registrations.isError || schedule.isError) {
    return <StatusMessage kind="error">{t('stats.failed')}</StatusMessage>;
  }
  const stats = trainingStats(assignments.data, registrations.data, requiredCoursesOf(schedule.data));
  const percent = stats.total === 0 ? 0 : Math.round((stats.completed / stats.total) * 100);
  return (
    <dl className="grid gap-4 text-sm">
      <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-3">
        <dt className="text-slate-700">{t('stats.completed')}</dt>
        <dd className="font-semibold text-slate-900">
          {stats.completed}/{stats.total}
        </dd>
        <dd className="col-span-2">
          <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-1 text-xs text-slate-600">
            {stats.total === 0 ? t('stats.noneYet') : t('stats.percent', { percent })}
          </p>
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-3">
        <dt className="text-slate-700">{t('stats.status')}</dt>
        <dd className={stats.overdue === 0 ? 'font-semibold text-green-800' : 'font-semibold text-red-800'}>
          {stats.overdue === 0 ? t('stats.upToDate') : t('stats.overdue', { count: stats.overdue })}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-3">
        <dt className="text-slate-700">{t('stats.next')}</dt>
        <dd className="text-right font-semibold text-slate-900">
          {stats.next ? (
            <>
              {formatDate(stats.next.due)}
              <span className="block text-xs font-normal text-slate-600" translate="no">
                {stats.next.title}
              </span>
            </>
          ) : (
            t('stats.noneAssigned')
          )}
        </dd>
      </div>
    </dl>
  );
};

const TrainingStats = () => {
  const { t } = useTranslation('training');
  return (
    <SidebarCard
      id="training-stats-title"
      title={t('sidebar.stats')}
      icon={<Award className="size-5 text-brand-700" aria-hidden="true" />}
    >
      <StatsFigures />
    </SidebarCard>
  );
};

const RecommendedCourses = () => {
  const { t } = useTranslation('training');
  return (
    <SidebarCard
      id="recommended-title"
      title={t('sidebar.recommended')}
      icon={<Star className="size-5 text-brand-700" aria-hidden="true" />}
    >
      <RecommendedCourseList />
    </SidebarCard>
  );
};

const TrainingHelp = () => {
  const { t } = useTranslation('training');
  const email = useSiteSettings()?.safetyEmail;
  if (!email) return null;
  return (
    <section
      aria-labelledby="training-help-title"
      className="rounded-xl border border-brand-200 bg-brand-50 p-5 shadow-sm sm:p-6"
    >
      <h2 id="training-help-title" className="flex items-center gap-2 text-base font-semibold text-brand-900">
        <LifeBuoy className="size-5" aria-hidden="true" />
        {t('sidebar.helpTitle')}
      </h2>
      <p className="mt-2 text-sm text-slate-800">{t('sidebar.help')}</p>
      <a
        href={`mailto:${email}?subject=${encodeURIComponent(t('sidebar.helpSubject'))}`}
        className="mt-3 inline-block rounded-sm text-sm font-semibold text-brand-900 underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {t('sidebar.contact', { email })}
      </a>
    </section>
  );
};

/** The Training Center sidebar. */
export const TrainingSidebar = () => {
  const { t } = useTranslation('training');
  return (
    <aside className="grid content-start gap-6" aria-label={t('sidebar.label')}>
      <Card>
        <CardContent className="grid gap-3">
          <MyCertificationsDialog />
          <Button variant="secondary" className="w-full" asChild>
            <Link to="/training/schedule">
              <CalendarClock aria-hidden="true" />
              {t('sidebar.mySchedule')}
            </Link>
          </Button>
          <Button variant="secondary" className="w-full" asChild>
            <Link to="/training/certificates">
              <FileBadge aria-hidden="true" />
              {t('sidebar.addCertificate')}
            </Link>
          </Button>
        </CardContent>
      </Card>
      <TrainingStats />
      <RecommendedCourses />
      <TrainingVideosCard />
      <TrainingHelp />
    </aside>
  );
};
