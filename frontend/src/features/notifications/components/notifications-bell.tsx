import { useState, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { latestNotificationsQueryOptions } from '../api/get-notifications';
import { useNotificationUpdates } from '../api/use-notification-updates';
import { BellFace, bellClasses } from './bell-face';

type Panel = ComponentType<{ openAtStart: boolean }>;
// The panel's library (positioning, focus handling) is fetched on first intent, not before first paint.
const loadPanel = async (): Promise<Panel> => (await import('./bell-panel')).BellPanel;

/**
 * The header's bell, for everyone signed in: the unread count in its name and badge, kept fresh by
 * the notification stream; the first press opens the panel of the latest notifications.
 */
export const NotificationsBell = () => {
  useNotificationUpdates();
  const { data } = useQuery(latestNotificationsQueryOptions());
  const [LoadedPanel, setPanel] = useState<Panel | null>(null);
  if (LoadedPanel) return <LoadedPanel openAtStart />;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={bellClasses}
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      onClick={() => void loadPanel().then((loaded) => setPanel(() => loaded))}
    >
      <BellFace unread={data?.unread} />
    </button>
  );
};
