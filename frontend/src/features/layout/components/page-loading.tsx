import { useNavigation } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import { StatusMessage } from '@/components/ui/status-message';
import { i18n } from '@/lib/i18n';

/**
 * Stands in for a page whose code is still on its way, when the app is opened at that page: the
 * frame around it is already drawn. Quiet for the first moment, so a fast load shows no spinner.
 */
export const PageLoading = () => (
  <StatusMessage kind="loading" className="animate-[fade-in_200ms_ease-out_300ms_both] py-20">
    {i18n.t('layout:loading.page')}
  </StatusMessage>
);

/**
 * While a link waits for the code of the page it opens, the current page stays and this says so.
 * It appears only when the wait is long enough to notice.
 */
export const NavigationProgress = () => {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div
      role="status"
      className="fixed top-3 left-1/2 z-50 flex -translate-x-1/2 animate-[fade-in_200ms_ease-out_300ms_both] items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg"
    >
      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      {i18n.t('layout:loading.page')}
    </div>
  );
};
