import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyWorkItem } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { myWorkQueryOptions } from '../api/get-my-work';
import { MyWorkItemCard } from '../components/my-work-item';
import { WorkCounts } from '../components/work-counts';

/** Everything handed out to the signed-in user: open work (overdue first), then what they finished. */
/** One card per item; an inspection's key holds its period, since one template recurs. */
const MyWorkItems = ({ items }: { items: MyWorkItem[] }) => (
  <ul className="grid gap-3">
    {items.map((item) => (
      <MyWorkItemCard
        key={`${item.kind}-${item.id}-${item.kind === 'inspection' ? `${item.periodStart}-${item.periodEnd}` : ''}`}
        item={item}
      />
    ))}
  </ul>
);

export const MyWorkPage = () => {
  const { t } = useTranslation('my-work');
  const query = useQuery(myWorkQueryOptions());
  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Button variant="secondary" asChild>
            <Link to="/training/certificates">{t('page.addCertificate')}</Link>
          </Button>
        }
      />
      {query.isPending ? (
        <StatusMessage kind="loading">{t('page.loading')}</StatusMessage>
      ) : query.isError ? (
        <QueryError query={query}>{t('page.failed')}</QueryError>
      ) : (
        <div className="grid gap-8">
          <WorkCounts counts={query.data.counts} className="max-w-md" />
          <section aria-labelledby="open-work-title" className="grid gap-3">
            <h2 id="open-work-title" className="text-lg font-semibold text-slate-900">
              {t('page.toDo')}
            </h2>
            {query.data.items.length === 0 ? (
              <StatusMessage kind="empty">{t('page.nothing')}</StatusMessage>
            ) : (
              <MyWorkItems items={query.data.items} />
            )}
          </section>
          {query.data.done.length > 0 && (
            <section aria-labelledby="done-work-title" className="grid gap-3">
              <h2 id="done-work-title" className="text-lg font-semibold text-slate-900">
                {t('page.done')}
              </h2>
              <MyWorkItems items={query.data.done} />
            </section>
          )}
        </div>
      )}
    </>
  );
};
