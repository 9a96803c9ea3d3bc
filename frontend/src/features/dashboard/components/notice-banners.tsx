import { useQuery } from '@tanstack/react-query';
import type { NoticeType } from '@hs/contracts';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import type { AlertType } from '../alert-types';
import { currentNoticesQueryOptions } from '../api/get-current-notices';
import { useDismissNotice } from '../api/dismiss-notice';
import { AlertBanner } from './alert-banner';

const looks: Record<NoticeType, AlertType> = { info: 'info', warning: 'warning', critical: 'error' };

/**
 * The notices an administrator posted for the person's company and showing now. A dismissal is
 * kept by the server, so it holds on the person's other devices; a failed request says so.
 * Nothing shows while loading or on a failed read: the dashboard's figures matter more.
 */
export const NoticeBanners = () => {
  const notices = useQuery(currentNoticesQueryOptions());
  const dismiss = useDismissNotice();
  if (!notices.data) return null;
  return notices.data.notices.map((notice) => (
    <AlertBanner
      key={notice.id}
      type={looks[notice.type]}
      title={notice.title}
      message={notice.message}
      link={notice.link}
      onDismiss={() =>
        dismiss.mutate(notice.id, {
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: 'Not dismissed',
              description: failureText(error, 'The notice will show again next time.'),
            }),
        })
      }
    />
  ));
};
