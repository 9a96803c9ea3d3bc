import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { actionsQueryOptions } from '../api/get-actions';
import { ActionStateBadge } from './action-state-badge';

/** The actions raised from one finding of an inspection, each with its state; nothing until they are read. */
export const FindingActions = ({ inspectionId, findingId }: { inspectionId: string; findingId: string }) => {
  // One query per inspection: every finding of it shares the answer.
  const actions = useQuery(actionsQueryOptions({ scope: 'all', inspectionId }));
  if (!actions.isSuccess) return null;
  const raised = actions.data.filter((a) => a.source.kind === 'finding' && a.source.findingId === findingId);
  return raised.length === 0 ? (
    <p className="text-sm text-slate-700">No action raised yet.</p>
  ) : (
    <ul aria-label="Actions raised" className="grid gap-1">
      {raised.map((action) => (
        <li key={action.id} className="flex flex-wrap items-center gap-2 text-sm">
          <Link to={`/actions/${action.id}`} className="font-medium text-brand-800 underline">
            {action.title}
          </Link>
          <ActionStateBadge state={action.state} overdue={action.overdue} />
        </li>
      ))}
    </ul>
  );
};
