import { Link, useParams } from 'react-router';
import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { InspectionReport } from '../components/inspection-report';
import type { ActionsOfFinding } from '../components/inspection-result';
import '../inspection-report.css';
import { useLoadedInspection } from './use-loaded-inspection';

/** The printable report of a completed inspection; the page prints as the report alone. */
export const InspectionReportPage = ({ actionsOfFinding }: { actionsOfFinding: ActionsOfFinding }) => {
  const { id = '' } = useParams();
  const { detail, message } = useLoadedInspection(id);
  if (!detail) return message;
  const back = (
    <Link
      to={`/inspections/${encodeURIComponent(detail.id)}`}
      className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      ← Back to the inspection
    </Link>
  );
  return (
    <div className="grid gap-4">
      <div className="print:hidden">
        <PageHeader
          eyebrow={back}
          title="Inspection report"
          description={`${detail.templateTitle} at ${detail.establishmentName}`}
          actions={
            detail.status === 'completed' && (
              <Button size="lg" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                Print
              </Button>
            )
          }
        />
      </div>
      {detail.status === 'completed' ? (
        <InspectionReport detail={detail} actionsOfFinding={actionsOfFinding} />
      ) : (
        <StatusMessage kind="empty">The report is ready once the inspection is completed.</StatusMessage>
      )}
    </div>
  );
};
