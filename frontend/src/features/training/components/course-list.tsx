import { CalendarDays, ClipboardCheck, Clock, Hourglass, MapPin, MonitorPlay, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Training } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatClockTime, formatDate } from '@/lib/dates';
import { isSafetyTeam } from '@/lib/roles';
import { CourseQuizLinks } from '@/features/training-quiz';
import { useSignedInUser } from '@/lib/session';
import { attendeesText, trainingTypeLabel } from '../training-format';
import type { MyRegistration } from '../use-my-registrations';
import { RegisterButton } from './register-button';

/** One fact of a course; its label is shown when the icon alone would not say what the value is. */
const CourseFact = ({
  icon: Icon,
  label,
  value,
  showLabel = false,
  domain = false,
}: {
  icon: typeof Clock;
  label: string;
  value: string;
  showLabel?: boolean;
  /** The value is shown as entered (a place, a duration typed with the course). */
  domain?: boolean;
}) => (
  <div className="flex items-start gap-1.5">
    <Icon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
    <dt className={showLabel ? undefined : 'sr-only'}>{showLabel ? `${label}:` : label}</dt>
    <dd {...(domain ? { translate: 'no' as const } : {})}>{value}</dd>
  </div>
);

const CourseItem = ({
  training,
  registration,
}: {
  training: Training;
  registration: MyRegistration | undefined;
}) => {
  const { t } = useTranslation('training');
  const online = training.type === 'online';
  // Only a dated in-person session has a sheet; the safety team keeps it.
  const keepsSheet = isSafetyTeam(useSignedInUser()) && !online && training.date !== null;
  return (
    <li className="flex flex-col gap-4 px-5 py-5 sm:flex-row sm:items-start sm:justify-between sm:px-6">
      <article aria-labelledby={`course-${training.id}`} className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`course-${training.id}`} className="text-base font-semibold text-slate-900" translate="no">
            {training.title}
          </h3>
          <Badge tone={online ? 'blue' : 'green'}>
            {online ? (
              <MonitorPlay className="size-3.5" aria-hidden="true" />
            ) : (
              <Users className="size-3.5" aria-hidden="true" />
            )}
            {trainingTypeLabel(t, training.type)}
          </Badge>
        </div>
        {training.description && (
          <p className="mt-1.5 text-sm text-slate-700" translate="no">
            {training.description}
          </p>
        )}
        <dl className="mt-3 grid gap-x-6 gap-y-1.5 text-sm text-slate-700 sm:grid-cols-2">
          <CourseFact
            icon={CalendarDays}
            label={t('course.date')}
            value={training.date ? formatDate(training.date) : t('course.selfPaced')}
          />
          {training.time && (
            <CourseFact icon={Clock} label={t('course.time')} value={formatClockTime(training.time)} />
          )}
          {training.location && (
            <CourseFact icon={MapPin} label={t('course.location')} value={training.location} domain />
          )}
          <CourseFact icon={Hourglass} label={t('course.duration')} value={training.duration} domain />
          <CourseFact
            icon={Users}
            label={t('course.maxAttendees')}
            value={attendeesText(t, training)}
            showLabel
          />
        </dl>
      </article>
      <div className="flex shrink-0 flex-wrap gap-2 sm:flex-col sm:items-stretch">
        <RegisterButton
          training={training}
          registration={registration}
          label={t('course.registerNow')}
          size="md"
        />
        <CourseQuizLinks
          trainingId={training.id}
          title={training.title}
          online={online}
          registered={registration?.status === 'enrolled'}
        />
        {keepsSheet && (
          <Button asChild variant="secondary" className="pointer-coarse:min-h-11">
            <Link
              to={`/training/${training.id}/attendance`}
              aria-label={t('course.attendanceOf', { title: training.title })}
            >
              <ClipboardCheck aria-hidden="true" />
              {t('course.attendance')}
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
};

/** The course list of one Training Center tab. */
export const CourseList = ({
  trainings,
  registrations,
  label,
}: {
  trainings: Training[];
  registrations: ReadonlyMap<string, MyRegistration>;
  label: string;
}) => (
  <ul aria-label={label} className="divide-y divide-slate-200">
    {trainings.map((training) => (
      <CourseItem key={training.id} training={training} registration={registrations.get(training.id)} />
    ))}
  </ul>
);
