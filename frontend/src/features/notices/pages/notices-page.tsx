import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { SafetyContactsCard } from '@/features/site-contacts';
import { noticesQueryOptions } from '../api/get-notices';
import { NoticeForm } from '../components/notice-form';
import { NoticeList } from '../components/notice-list';

/** /admin/notices (admins): post, edit and withdraw the notices shown on the dashboard. */
export const NoticesPage = () => {
  const notices = useQuery(noticesQueryOptions());
  return (
    <>
      <PageHeader
        title="Dashboard Notices"
        description="Notices show on the dashboard of the chosen company's people from their start until their end, unless a person dismisses them."
      />
      <div className="grid gap-6">
        <SafetyContactsCard />
        <Card aria-labelledby="post-notice-title">
          <CardHeader>
            <CardTitle id="post-notice-title">Post a notice</CardTitle>
          </CardHeader>
          <CardContent>
            <NoticeForm notice={null} />
          </CardContent>
        </Card>
        <Card aria-labelledby="notices-title">
          <CardHeader>
            <CardTitle id="notices-title">Notices</CardTitle>
          </CardHeader>
          <CardContent>
            {notices.isPending ? (
              <StatusMessage kind="loading">Loading notices...</StatusMessage>
            ) : notices.isError ? (
              <StatusMessage kind="error">Failed to load notices</StatusMessage>
            ) : notices.data.notices.length === 0 ? (
              <StatusMessage kind="empty">No notices yet</StatusMessage>
            ) : (
              <NoticeList notices={notices.data.notices} />
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
};
