import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { reviewsIncidents } from '@/lib/roles';
import { isAdmin, useSignedInUser } from '@/lib/session';
import { trainingsQueryOptions } from '../api/get-trainings';
import { AddTrainingDialog } from '../components/add-training-dialog';
import { CourseList } from '../components/course-list';
import { TrainingSidebar } from '../components/training-sidebar';
import { isTrainingTab, trainingsOfTab, trainingTabs, type TrainingTab } from '../training-format';
import { useMyRegistrations } from '../use-my-registrations';

const TabCourses = ({ tab, label }: { tab: TrainingTab; label: string }) => {
  const { t } = useTranslation('training');
  const query = useQuery(trainingsQueryOptions());
  const registrations = useMyRegistrations();
  return (
    <QueryState
      query={query}
      loading={t('center.loading')}
      failed={t('center.failed')}
      empty={t('center.empty')}
      isEmpty={(trainings) => trainingsOfTab(trainings, tab).length === 0}
    >
      {(trainings) => (
        <CourseList
          trainings={trainingsOfTab(trainings, tab)}
          registrations={registrations}
          label={t('center.coursesOf', { label })}
        />
      )}
    </QueryState>
  );
};

/** /training, the Training Center. */
export const TrainingCenterPage = () => {
  const { t } = useTranslation('training');
  const user = useSignedInUser();
  const tabs = trainingTabs(t);
  // The tab lives in the URL, like the incident list's, so a reload keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('type');
  const tab: TrainingTab = isTrainingTab(requested) ? requested : 'all';

  return (
    <>
      <PageHeader
        title={t('center.title')}
        description={t('center.description')}
        actions={
          reviewsIncidents(user) ? (
            <>
              <Button asChild variant="secondary">
                <Link to="/training/matrix">{t('center.matrix')}</Link>
              </Button>
              {isAdmin(user) && <AddTrainingDialog />}
            </>
          ) : undefined
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card aria-labelledby="training-courses-title" className="lg:col-span-2">
          <h2 id="training-courses-title" className="sr-only">
            {t('center.courses')}
          </h2>
          <Tabs
            value={tab}
            onValueChange={(value) =>
              setSearchParams(value === 'all' ? {} : { type: value }, { replace: true })
            }
            className="pt-4 sm:pt-5"
          >
            <div className="px-4 sm:px-5">
              <TabsList aria-label={t('center.filter')}>
                {tabs.map(({ value, label }) => (
                  <TabsTrigger key={value} value={value}>
                    {label}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            {tabs.map(({ value, label }) => (
              <TabsContent key={value} value={value} className="border-t border-slate-200">
                <TabCourses tab={value} label={label} />
              </TabsContent>
            ))}
          </Tabs>
        </Card>
        <TrainingSidebar />
      </div>
    </>
  );
};
