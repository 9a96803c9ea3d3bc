import { useQuery } from '@tanstack/react-query';
import { COMPANIES } from '@/config/site';
import { PageHeader } from '@/components/ui/page-header';
import { isSafetyTeam } from '@/lib/roles';
import { useSignedInUser } from '@/lib/session';
import { currentNoticesQueryOptions } from '../api/get-current-notices';
import { NoticeBanners } from '../components/notice-banners';
import { QuickActionsCard } from '../components/quick-actions-card';
import { RecentIncidentsSection } from '../components/recent-incidents-section';
import { SafetyDocumentsSection } from '../components/safety-documents-section';
import { SafetyMetricsSection } from '../components/safety-metrics-section';
import { UpcomingTrainingCard } from '../components/upcoming-training-card';
import { MyWorkCard } from '@/features/my-work';
import { OshaClockBanner, oshaClocksQueryOptions } from '@/features/osha-clocks';

/**
 * Whether the banners above the figures are known (shown, none, or failed to load): the OSHA
 * deadlines for the safety team and the posted notices. Until then the page below its title waits:
 * a banner drawn after the figures would push them down while they are read (and a phone user taps
 * what moved under the finger).
 */
const useBannersKnown = (): boolean => {
  const safetyTeam = isSafetyTeam(useSignedInUser());
  const notices = useQuery(currentNoticesQueryOptions());
  const clocks = useQuery({ ...oshaClocksQueryOptions(), enabled: safetyTeam });
  return !notices.isPending && (!safetyTeam || !clocks.isPending);
};

/**
 * The dashboard. The main column holds the incident (and document) lists; the side
 * column holds training and quick actions.
 */
export const DashboardPage = () => {
  const bannersKnown = useBannersKnown();
  return (
    <>
      <PageHeader
        title="Safety Dashboard"
        description={`An overview of incident reporting and safety activity across ${COMPANIES}.`}
      />
      {!bannersKnown && (
        <p role="status" className="sr-only">
          Loading the dashboard...
        </p>
      )}
      {/* Hidden, not left out, while it waits: its own reads start at once, beside the banners'. */}
      <div hidden={!bannersKnown}>
        <DashboardBody />
      </div>
    </>
  );
};

const DashboardBody = () => (
  <>
    <OshaClockBanner />
    <NoticeBanners />
    <SafetyMetricsSection />
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <div className="grid min-w-0 gap-6 lg:col-span-2">
        <RecentIncidentsSection />
        <SafetyDocumentsSection />
      </div>
      <div className="grid min-w-0 gap-6">
        <MyWorkCard />
        <UpcomingTrainingCard />
        <QuickActionsCard />
      </div>
    </div>
  </>
);
