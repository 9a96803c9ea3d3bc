import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { IncidentTable } from '../components/incident-table';
import { IncidentTypesHelp } from '../components/incident-types-help';
import { NeedHelpBox } from '../components/need-help-box';
import { ReportingGuidelines } from '../components/reporting-guidelines';
import { incidentTabs, isIncidentTab, type IncidentTab } from '../incident-tabs';

export const IncidentsPage = () => {
  // The tab lives in the URL so it survives opening a report and coming back.
  const { t } = useTranslation('incidents');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: IncidentTab = isIncidentTab(requested) ? requested : 'all';

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Button asChild>
            <Link to="/incidents/new">
              <Plus aria-hidden="true" />
              {t('list.reportNew')}
            </Link>
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card aria-label={t('list.listName')} className="lg:col-span-2">
          <Tabs
            value={tab}
            onValueChange={(value) =>
              setSearchParams(value === 'all' ? {} : { tab: value }, { replace: true })
            }
            className="p-4 sm:p-5"
          >
            <TabsList aria-label={t('list.filter')}>
              {incidentTabs.map(({ value, label }) => (
                <TabsTrigger key={value} value={value}>
                  {label()}
                </TabsTrigger>
              ))}
            </TabsList>
            {incidentTabs.map(({ value, label, statuses, setAside, mine, emptyMessage }) => (
              <TabsContent key={value} value={value} className="-mx-4 sm:-mx-5">
                <IncidentTable
                  caption={t('list.caption', { tab: label() })}
                  {...(statuses ? { statuses } : {})}
                  {...(setAside ? { setAside } : {})}
                  {...(mine ? { mine } : {})}
                  emptyMessage={emptyMessage()}
                />
              </TabsContent>
            ))}
          </Tabs>
        </Card>
        <aside className="grid content-start gap-6" aria-label={t('list.helpName')}>
          <ReportingGuidelines />
          <IncidentTypesHelp />
          <NeedHelpBox />
        </aside>
      </div>
    </>
  );
};
