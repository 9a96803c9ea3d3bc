import type { DocumentVersion } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/dates';

const labels = { pending: 'Pending approval', published: 'Approved', rejected: 'Rejected' } as const;
const tones = { pending: 'yellow', published: 'green', rejected: 'red' } as const;

/** A version's place in approval, who decided and, for a rejection, why. */
export const VersionStatus = ({
  version,
}: {
  version: Pick<DocumentVersion, 'status' | 'decidedAt' | 'decidedByName' | 'rejectionReason'>;
}) => (
  <div className="grid gap-1">
    <Badge tone={tones[version.status]} className="justify-self-start">
      {labels[version.status]}
    </Badge>
    {version.decidedAt && (
      <span className="text-xs text-slate-600">
        by {version.decidedByName ?? 'Unknown'}, {formatDateTime(version.decidedAt)}
      </span>
    )}
    {version.rejectionReason && (
      <span className="text-xs text-slate-800">Reason: {version.rejectionReason}</span>
    )}
  </div>
);
