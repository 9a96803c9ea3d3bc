import { Badge } from '@/components/ui/badge';
import { severityLabel, severityTone } from '../incident-labels';

export const SeverityBadge = ({ severity }: { severity: string }) => (
  <Badge tone={severityTone(severity)}>{severityLabel(severity)}</Badge>
);
