import type { SafetyInboxItem } from '@hs/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { categoryLabels, kindLabels, statusLabels } from '../safety-inbox-labels';

const statusTones = {
  open: 'orange',
  'under-review': 'blue',
  resolved: 'green',
  dismissed: 'grey',
} satisfies Record<SafetyInboxItem['status'], BadgeTone>;

export const StatusBadge = ({ status }: { status: SafetyInboxItem['status'] }) => (
  <Badge tone={statusTones[status]}>{statusLabels[status]}</Badge>
);

export const KindBadge = ({ kind }: { kind: SafetyInboxItem['kind'] }) => (
  <Badge tone={kind === 'message' ? 'brand' : 'purple'}>{kindLabels[kind]}</Badge>
);

/** The headline of an item: a message's subject, or the category. */
export const headlineOf = (item: SafetyInboxItem): string =>
  item.subject ??
  `${item.category ? categoryLabels[item.category] : 'Other'} issue in ${item.department ?? '—'}`;
