import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';

/** Says plainly that the device has no network, and what still works. */
export const OfflineNotice = ({ whatWorks }: { whatWorks: string }) => {
  const { t } = useTranslation('common');
  const online = useOnline();
  if (online) return null;
  return (
    <aside aria-label={t('offline.region')} className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <p role="status" className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2 text-sm lg:px-6">
        <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{t('offline.title')}</strong> {whatWorks}
        </span>
      </p>
    </aside>
  );
};
