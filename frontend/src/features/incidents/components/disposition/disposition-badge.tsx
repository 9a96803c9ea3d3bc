import type { IncidentDisposition } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { dispositionLabel } from '@/features/incidents/disposition-words';

/** Beside a report number: the report is marked duplicate or void and counts nowhere. */
export const DispositionBadge = ({ disposition }: { disposition: IncidentDisposition | null }) =>
  disposition === null ? null : (
    <Badge tone="grey" className="ml-2 align-middle">
      {dispositionLabel[disposition]}
    </Badge>
  );
