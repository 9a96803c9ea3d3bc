import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { MailState } from '../api/get-outgoing-mail';

export const MAIL_STATE_LABELS: Record<MailState, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};
const tones: Record<MailState, BadgeTone> = { pending: 'yellow', sent: 'green', failed: 'red' };

export const MailStateBadge = ({ state }: { state: MailState }) => (
  <Badge tone={tones[state]}>{MAIL_STATE_LABELS[state]}</Badge>
);
