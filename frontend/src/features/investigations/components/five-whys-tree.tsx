import { useState } from 'react';
import type { Cause, InvestigationDetail } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { whysUnder } from '../cause-tree';
import { AddCauseForm } from './add-cause-form';
import { CauseLevelBadge } from './cause-level-badge';

interface TreeProps {
  investigation: InvestigationDetail;
  /** Draws the tree without its "Why?" buttons, as the printed report does. */
  readOnly?: boolean;
}

const WhyNode = ({ cause, depth, ...props }: TreeProps & { cause: Cause; depth: number }) => {
  const [asking, setAsking] = useState(false);
  const children = whysUnder(props.investigation.causes, cause.id);
  return (
    <li className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-white p-2">
        <span className="text-xs font-semibold text-slate-700">Why {depth}:</span>
        <span className="min-w-0 text-sm break-words text-slate-900">{cause.text}</span>
        <CauseLevelBadge level={cause.level} />
        {!props.readOnly && props.investigation.allowed.edit && !asking && (
          <Button
            variant="secondary"
            className="ml-auto h-11"
            onClick={() => setAsking(true)}
            aria-label={`Why? ${cause.text}`}
          >
            Why?
          </Button>
        )}
      </div>
      {asking && (
        <AddCauseForm
          incidentId={props.investigation.incidentId}
          analysis="five-whys"
          parentId={cause.id}
          category={null}
          label={`Why: ${cause.text}`}
          textLabel="Because"
          idPrefix={`why-${cause.id}`}
          onDone={() => setAsking(false)}
          onCancel={() => setAsking(false)}
        />
      )}
      {children.length > 0 && <WhyList causes={children} depth={depth + 1} {...props} />}
    </li>
  );
};

const WhyList = ({ causes, depth, ...props }: TreeProps & { causes: Cause[]; depth: number }) => (
  <ul className="grid gap-2 border-l-2 border-brand-200 pl-3 sm:pl-5">
    {causes.map((cause) => (
      <WhyNode key={cause.id} cause={cause} depth={depth} {...props} />
    ))}
  </ul>
);

/**
 * The 5 Whys as a tree: the incident is the problem at the top, each answer sits under the "why?"
 * it answers, and an answer with several causes branches.
 */
export const FiveWhysTree = ({ investigation, readOnly = false }: TreeProps) => {
  const [asking, setAsking] = useState(false);
  const first = whysUnder(investigation.causes, null);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2 rounded-md bg-slate-100 p-2">
        <span className="text-xs font-semibold text-slate-700">Problem:</span>
        <span className="text-sm font-medium text-slate-900">{investigation.incidentTitle}</span>
        {!readOnly && investigation.allowed.edit && !asking && (
          <Button variant="secondary" className="ml-auto h-11" onClick={() => setAsking(true)}>
            Why?
          </Button>
        )}
      </div>
      {asking && (
        <AddCauseForm
          incidentId={investigation.incidentId}
          analysis="five-whys"
          parentId={null}
          category={null}
          label="Why did it happen?"
          textLabel="Because"
          idPrefix="why-root"
          onDone={() => setAsking(false)}
          onCancel={() => setAsking(false)}
        />
      )}
      {first.length > 0 ? (
        <WhyList causes={first} depth={1} investigation={investigation} readOnly={readOnly} />
      ) : (
        <p className="text-sm text-slate-700">No "why" answered yet.</p>
      )}
    </div>
  );
};
