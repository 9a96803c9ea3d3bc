import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { notificationPreferencesQueryOptions } from '../api/get-notification-preferences';
import { PreferencesForm } from '../components/preferences-form';

/** /notifications/settings: how the signed-in person hears of each kind, and their digest. */
export const NotificationSettingsPage = () => {
  const { data, isPending, isError } = useQuery(notificationPreferencesQueryOptions());
  return (
    <>
      <PageHeader
        title="Notification settings"
        description="Choose how you hear of each kind of notification: in the app only, by e-mail at once, or in one e-mail a day."
        eyebrow={
          <Link
            to="/notifications"
            className="mb-1 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
          >
            <ArrowLeft className="inline size-4" aria-hidden="true" /> Notifications
          </Link>
        }
      />
      {isPending ? (
        <StatusMessage kind="loading">Loading your settings...</StatusMessage>
      ) : isError ? (
        <StatusMessage kind="error">Your settings could not be loaded.</StatusMessage>
      ) : (
        <PreferencesForm preferences={data} />
      )}
    </>
  );
};
