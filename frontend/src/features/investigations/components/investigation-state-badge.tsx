import type { InvestigationState } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { investigationStateLabels, investigationStateTones } from '../investigation-labels';

export const InvestigationStateBadge = ({
  state,
  overdue,
}: {
  state: InvestigationState;
  overdue: boolean;
}) => (
  <span className="inline-flex flex-wrap gap-1">
    <Badge tone={investigationStateTones[state]}>{investigationStateLabels[state]}</Badge>
    {overdue && <Badge tone="red">Overdue</Badge>}
  </span>
);
