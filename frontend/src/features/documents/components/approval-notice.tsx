import { Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '@hs/contracts';
import { formatDateTime } from '@/lib/dates';
import { ApprovalActions } from './approval-actions';

/**
 * Says where a document or its newest version stands in approval: waiting (with the managers'
 * buttons) or rejected with the reason. Nothing while everything is approved.
 */
export const ApprovalNotice = ({ document, canDecide }: { document: DocumentDetail; canDecide: boolean }) => {
  const { t } = useTranslation('documents');
  const waiting = document.approvalStatus === 'pending' ? document.currentVersion : document.pendingVersion;
  const rejected = document.approvalStatus === 'rejected' ? document.versions[0] : undefined;
  if (waiting !== null) {
    const version = document.versions.find((v) => v.version === waiting);
    return (
      <section
        aria-labelledby="approval-notice-title"
        className="flex flex-wrap items-start justify-between gap-4 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-sm text-slate-800"
      >
        <div className="flex gap-3">
          <Clock className="mt-0.5 size-5 shrink-0 text-yellow-800" aria-hidden="true" />
          <div className="grid gap-1">
            <h2 id="approval-notice-title" className="font-semibold text-slate-900">
              {document.approvalStatus === 'pending'
                ? t('approval.pending')
                : t('approval.versionPending', { version: waiting })}
            </h2>
            <p>
              {document.approvalStatus === 'pending'
                ? t('approval.notInLibrary')
                : t('approval.staysInForce', { version: document.currentVersion })}
            </p>
            {version?.changeNote && (
              <p>
                <span className="font-medium">{t('approval.whatChanged')}</span>{' '}
                <span translate="no">{version.changeNote}</span>
              </p>
            )}
          </div>
        </div>
        {canDecide && (
          <ApprovalActions
            submission={{ documentId: document.id, documentName: document.name, version: waiting }}
          />
        )}
      </section>
    );
  }
  if (!rejected) return null;
  return (
    <section
      aria-labelledby="approval-notice-title"
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-slate-800"
    >
      <XCircle className="mt-0.5 size-5 shrink-0 text-red-800" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 id="approval-notice-title" className="font-semibold text-slate-900">
          {t('approval.rejectedTitle')}
        </h2>
        <p>
          {t('approval.rejected', {
            when: formatDateTime(rejected.decidedAt),
            who: rejected.decidedByName ?? t('approval.unknown'),
          })}
        </p>
        <p>
          <span className="font-medium">{t('approval.reason')}</span>{' '}
          <span translate="no">{rejected.rejectionReason}</span>
        </p>
      </div>
    </section>
  );
};
