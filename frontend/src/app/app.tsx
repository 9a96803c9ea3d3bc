import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { toast } from '@/components/ui/toast-store';
import { onCatchingUp } from '@/lib/catching-up';
import { onParkedWrite } from '@/lib/parked-writes';
import { sessionKeys } from '@/lib/query-keys/session-keys';
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
  useEffect(() => onCatchingUp((message) => toast({ title: 'Saved', description: message })), []);
  // Opened offline, the app trusts the user this device last saw; back online, the server decides.
  useEffect(() => {
    const recheck = () => void queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser });
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
};
