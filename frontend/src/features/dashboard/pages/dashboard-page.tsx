import { COMPANIES } from '@/config/site';
import { PageHeader } from '@/components/ui/page-header';
import { NoticeBanners } from '../components/notice-banners';
import { QuickActionsCard } from '../components/quick-actions-card';
import { RecentIncidentsSection } from '../components/recent-incidents-section';
import { SafetyDocumentsSection } from '../components/safety-documents-section';
import { SafetyMetricsSection } from '../components/safety-metrics-section';
import { UpcomingTrainingCard } from '../components/upcoming-training-card';
import { MyWorkCard } from '@/features/my-work';
import { OshaClockBanner } from '@/features/osha-clocks';

/**
 * The dashboard. The main column holds the incident (and document) lists; the side
 * column holds training and quick actions.
 */
export const DashboardPage = () => (
  <>
    <PageHeader
      title="Safety Dashboard"
      description={`An overview of incident reporting and safety activity across ${COMPANIES}.`}
    />
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
