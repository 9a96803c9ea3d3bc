import { Badge } from '@/components/ui/badge';
import { severityTone } from '../incident-labels';

export const SeverityBadge = ({ severity }: { severity: string }) => (
  <Badge tone={severityTone(severity)}>{severity}</Badge>
);
