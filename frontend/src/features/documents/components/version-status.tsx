import { useTranslation } from 'react-i18next';
import type { DocumentVersion } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/dates';

const tones = { pending: 'yellow', published: 'green', rejected: 'red' } as const;

/** A version's place in approval, who decided and, for a rejection, why. */
export const VersionStatus = ({
  version,
}: {
  version: Pick<DocumentVersion, 'status' | 'decidedAt' | 'decidedByName' | 'rejectionReason'>;
}) => {
  const { t } = useTranslation('documents');
  const labels = {
    pending: t('versions.pending'),
    published: t('versions.published'),
    rejected: t('versions.rejected'),
  };
  return (
    <div className="grid gap-1">
      <Badge tone={tones[version.status]} className="justify-self-start">
        {labels[version.status]}
      </Badge>
      {version.decidedAt && (
        <span className="text-xs text-slate-600">
          {t('versions.decided', {
            who: version.decidedByName ?? t('versions.unknown'),
            when: formatDateTime(version.decidedAt),
          })}
        </span>
      )}
      {version.rejectionReason && (
        <span className="text-xs text-slate-800">
          {t('versions.reason', { reason: version.rejectionReason })}
        </span>
      )}
    </div>
  );
};
