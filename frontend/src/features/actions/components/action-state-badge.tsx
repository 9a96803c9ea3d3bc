import type { ActionState } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { actionStateLabels, actionStateTones } from '../action-labels';

export const ActionStateBadge = ({ state, overdue }: { state: ActionState; overdue: boolean }) => (
  <span className="inline-flex flex-wrap gap-1">
    <Badge tone={actionStateTones[state]}>{actionStateLabels[state]}</Badge>
    {overdue && <Badge tone="red">Overdue</Badge>}
  </span>
);
