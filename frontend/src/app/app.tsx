import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { toast } from '@/components/ui/toast-store';
import { onParkedWrite } from '@/lib/parked-writes';
import { queryClient } from './query-client';
import { router } from './router';

export const App = () => {
  useEffect(
    () =>
      onParkedWrite(() =>
        toast({
          variant: 'destructive',
          title: 'Saved, not shown yet',
          description: 'Your change was saved, but it cannot be shown yet; administrators have been alerted.',
        }),
      ),
    [],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
};
