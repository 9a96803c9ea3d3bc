import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { isNotFound } from '@/lib/http';
import { inspectionQueryOptions } from '../api/get-inspection';
import { ConductInspection } from '../components/conduct-inspection';
import { InspectionResult, type ActionsOfFinding } from '../components/inspection-result';

/** Do an inspection (in progress) or read it (completed); the router supplies each finding's actions. */
export const InspectionPage = ({ actionsOfFinding }: { actionsOfFinding: ActionsOfFinding }) => {
  const { id = '' } = useParams();
  const query = useQuery(inspectionQueryOptions(id));
  if (query.isPending) return <StatusMessage kind="loading">Loading the inspection…</StatusMessage>;
  if (query.isError)
    return (
      <StatusMessage kind="error">
        {isNotFound(query.error) ? 'Inspection not found.' : 'The inspection could not be loaded.'}
      </StatusMessage>
    );
  const detail = query.data;
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
            </span>
            <Badge tone={detail.status === 'completed' ? 'green' : 'purple'}>
              {detail.status === 'completed' ? 'Completed' : 'In progress'}
            </Badge>
          </span>
        }
      />
      {detail.status === 'in-progress' ? (
        <ConductInspection detail={detail} />
      ) : (
        <InspectionResult detail={detail} actionsOfFinding={actionsOfFinding} />
      )}
    </div>
  );
};
