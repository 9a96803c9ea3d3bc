import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { i18n } from '@/lib/i18n';
import { onCatchingUp } from '@/lib/catching-up';
import { onParkedWrite } from '@/lib/parked-writes';
import { sessionKeys } from '@/lib/query-keys/session-keys';
import { queryClient } from './query-client';
import { router } from './router';

export const App = () => {
  // A new language draws every screen again: dates and numbers outside translated texts too.
  const { i18n: texts } = useTranslation();
  useEffect(
    () =>
      onParkedWrite(() =>
        toast({
          variant: 'destructive',
          title: i18n.t('common:toasts.parkedTitle'),
          description: i18n.t('common:toasts.parkedText'),
        }),
      ),
    [],
  );
  useEffect(
    () => onCatchingUp((message) => toast({ title: i18n.t('common:toasts.saved'), description: message })),
    [],
  );
  // Opened offline, the app trusts the user this device last saw; back online, the server decides.
  useEffect(() => {
    const recheck = () => void queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser });
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider key={texts.language} router={router} />
    </QueryClientProvider>
  );
};
