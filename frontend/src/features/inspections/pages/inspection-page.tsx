import { Link, useLocation, useParams } from 'react-router';
import type { FulfilledOccurrence } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { formatDate } from '@/lib/dates';
import { ConductInspection } from '../components/conduct-inspection';
import { InspectionResult, type ActionsOfFinding } from '../components/inspection-result';
import { fulfilsText } from '../inspection-labels';
import { useLoadedInspection } from './use-loaded-inspection';

/** Do an inspection (in progress) or read it (completed); the router supplies each finding's actions. */
export const InspectionPage = ({ actionsOfFinding }: { actionsOfFinding: ActionsOfFinding }) => {
  const { id = '' } = useParams();
  const { detail, message } = useLoadedInspection(id);
  // Set by the ad hoc start when the server took the due one instead.
  const fulfils = (useLocation().state as { fulfils?: FulfilledOccurrence | null } | null)?.fulfils;
  if (!detail) return message;
  return (
    <div className="grid gap-4">
      <PageHeader
        eyebrow={
          <Link
            to="/inspections"
            className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            ← Inspections
          </Link>
        }
        title={detail.templateTitle}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>
              {detail.establishmentName}
              {detail.area && `, ${detail.area}`} · version {detail.templateVersion} · {detail.inspectorName}
              {detail.periodEnd && ` · due by ${formatDate(detail.periodEnd)}`}
            </span>
            <Badge tone={detail.status === 'completed' ? 'green' : 'purple'}>
              {detail.status === 'completed' ? 'Completed' : 'In progress'}
            </Badge>
          </span>
        }
      />
      {fulfils && detail.status === 'in-progress' && (
        <p
          role="status"
          className="mx-auto w-full max-w-xl rounded-md border border-blue-300 bg-blue-50 p-3 font-medium text-blue-900"
        >
          {fulfilsText(fulfils.periodEnd)}
        </p>
      )}
      {detail.status === 'in-progress' ? (
        <ConductInspection detail={detail} />
      ) : (
        <InspectionResult detail={detail} actionsOfFinding={actionsOfFinding} />
      )}
    </div>
  );
};
