import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { myWorkQueryOptions } from '../api/get-my-work';
import { WorkCounts } from './work-counts';

/** The dashboard's summary of the signed-in user's work: how much is open and how much overdue. */
export const MyWorkCard = () => {
  const { t } = useTranslation('my-work');
  const query = useQuery(myWorkQueryOptions());
  return (
    <Card aria-labelledby="my-work-card-title">
      <CardHeader>
        <CardTitle id="my-work-card-title">{t('page.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <StatusMessage kind="loading" className="py-4">
            {t('page.loading')}
          </StatusMessage>
        ) : query.isError ? (
          <StatusMessage kind="error" className="py-4">
            {t('page.failed')}
          </StatusMessage>
        ) : (
          <WorkCounts counts={query.data.counts} />
        )}
      </CardContent>
      <CardFooter>
        <Link to="/my-work" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          {t('page.open')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </CardFooter>
    </Card>
  );
};
