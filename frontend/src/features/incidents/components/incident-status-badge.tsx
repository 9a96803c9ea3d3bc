import { Badge } from '@/components/ui/badge';
import { incidentStatusLabel, incidentStatusTone } from '../incident-labels';

export const IncidentStatusBadge = ({ status }: { status: string }) => (
  <Badge tone={incidentStatusTone(status)}>{incidentStatusLabel(status)}</Badge>
);
