import { Link } from 'react-router';
import type { ActionSummary } from '@hs/contracts';
import { formatDate } from '@/lib/dates';
import { priorityLabels } from '../action-labels';
import { ActionStateBadge } from './action-state-badge';

/** Actions as a list of links: title, state, owner and due date; fits a phone's width. */
export const ActionList = ({
  actions,
  showOwner,
  label = 'Actions',
}: {
  actions: ActionSummary[];
  showOwner: boolean;
  label?: string;
}) => (
  <ul aria-label={label} className="divide-y divide-slate-200">
    {actions.map((action) => (
      <li
        key={action.id}
        data-list-row
        tabIndex={-1}
        className="flex flex-wrap items-start justify-between gap-2 px-4 py-3 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <div className="min-w-0">
          <Link
            to={`/actions/${action.id}`}
            className="font-medium text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {action.title}
          </Link>
          <p className="text-sm text-slate-600">
            Due {formatDate(action.dueDate)} · {priorityLabels[action.priority]} priority
            {showOwner ? ` · ${action.ownerName}` : ''}
            {action.establishmentName ? ` · ${action.establishmentName}` : ''}
            {action.reportNumber ? ` · ${action.reportNumber}` : ''}
          </p>
        </div>
        <ActionStateBadge state={action.state} overdue={action.overdue} />
      </li>
    ))}
  </ul>
);
