import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { myWorkQueryOptions } from '../api/get-my-work';
import { WorkCounts } from './work-counts';

/** The dashboard's summary of the signed-in user's work: how much is open and how much overdue. */
export const MyWorkCard = () => {
  const query = useQuery(myWorkQueryOptions());
  return (
    <Card aria-labelledby="my-work-card-title">
      <CardHeader>
        <CardTitle id="my-work-card-title">My Work</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <StatusMessage kind="loading" className="py-4">
            Loading your work...
          </StatusMessage>
        ) : query.isError ? (
          <StatusMessage kind="error" className="py-4">
            Failed to load your work
          </StatusMessage>
        ) : (
          <WorkCounts counts={query.data.counts} />
        )}
      </CardContent>
      <CardFooter>
        <Link to="/my-work" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          Open My Work
          <ArrowRight aria-hidden="true" />
        </Link>
      </CardFooter>
    </Card>
  );
};
