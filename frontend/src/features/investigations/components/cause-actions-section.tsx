import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import type { Cause, InvestigationDetail } from '@hs/contracts';
import { buttonVariants } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import { actionStateLabels, controlLevelLabels } from '@/features/actions';
import { CauseLevelBadge } from './cause-level-badge';
import { SectionCard } from './section-card';

/** The new-action form, with this cause as the action's source. */
export const raiseActionPath = (incidentId: string, causeId: string) =>
  `/actions/new?${new URLSearchParams({ incidentId, causeId })}`;

const CauseRow = ({ cause, investigation }: { cause: Cause; investigation: InvestigationDetail }) => (
  <li className="grid gap-2 rounded-lg border border-slate-200 p-3">
    <div className="flex flex-wrap items-center gap-2">
      <span className="min-w-0 text-sm font-medium break-words text-slate-900">{cause.text}</span>
      <CauseLevelBadge level={cause.level} />
    </div>
    {cause.actions.length > 0 ? (
      <ul className="grid gap-1 text-sm">
        {cause.actions.map((action) => (
          <li key={action.id}>
            <Link
              to={`/actions/${encodeURIComponent(action.id)}`}
              className="font-medium text-brand-800 underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
            >
              {action.title}
            </Link>{' '}
            <span className="text-slate-700">
              {controlLevelLabels[action.controlLevel]} · {action.ownerName} · due{' '}
              {formatDate(action.dueDate)} · {actionStateLabels[action.state]}
            </span>
          </li>
        ))}
      </ul>
    ) : (
      <p className="text-sm text-slate-700">No action yet.</p>
    )}
    {investigation.allowed.raiseAction && (
      <div>
        <Link
          to={raiseActionPath(investigation.incidentId, cause.id)}
          className={buttonVariants({ variant: 'secondary', className: 'h-11' })}
          aria-label={`Raise action for ${cause.text}`}
        >
          Raise action
        </Link>
      </div>
    )}
  </li>
);

/** What is done about each cause; the causes nobody acts on yet; and a plan that leans on people alone. */
export const CauseActionsSection = ({ investigation }: { investigation: InvestigationDetail }) => {
  const without = investigation.causes.filter((c) => investigation.causesWithoutAction.includes(c.id));
  const actionable = investigation.causes.filter((c) => c.level !== 'immediate' || c.actions.length > 0);
  return (
    <SectionCard id="inv-actions" title="Actions">
      {investigation.weakControlsOnly && (
        <p
          role="note"
          className="flex items-start gap-2 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-950"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Every action is administrative or PPE: these depend on people doing the right thing each time.
          Consider elimination, substitution or an engineering control.
        </p>
      )}
      {without.length > 0 && (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold text-slate-900">
            Causes without an action ({without.length})
          </h3>
          <ul className="list-disc pl-5 text-sm text-slate-900" aria-label="Causes without an action">
            {without.map((c) => (
              <li key={c.id}>{c.text}</li>
            ))}
          </ul>
        </div>
      )}
      {actionable.length === 0 ? (
        <p className="text-sm text-slate-700">Mark a cause contributing or root to raise actions from it.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Causes and their actions">
          {actionable.map((cause) => (
            <CauseRow key={cause.id} cause={cause} investigation={investigation} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
};
