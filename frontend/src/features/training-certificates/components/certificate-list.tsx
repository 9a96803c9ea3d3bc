import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { trainingCertificateRoutes, type CertificateStatus, type TrainingCertificate } from '@hs/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import { CertificateReview } from './certificate-review';

/** A certificate's status in the reader's language. */
export const statusLabel = (t: TFunction, status: CertificateStatus): string =>
  ({
    submitted: t('training-certificates:status.submitted'),
    accepted: t('training-certificates:status.accepted'),
    rejected: t('training-certificates:status.rejected'),
  })[status];
const tones: Record<CertificateStatus, BadgeTone> = {
  submitted: 'yellow',
  accepted: 'green',
  rejected: 'red',
};

const Item = ({ certificate: c, canReview }: { certificate: TrainingCertificate; canReview: boolean }) => {
  const { t } = useTranslation('training-certificates');
  return (
    <li
      className="grid gap-2 rounded-lg border border-slate-200 p-4"
      aria-label={`${c.userName}, ${c.trainingTitle}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900" translate="no">
            {c.trainingTitle}
          </p>
          <p className="text-sm text-slate-700" translate="no">
            {c.userName}
            {c.department ? ` (${c.department})` : ''}
          </p>
        </div>
        <Badge tone={tones[c.status]}>{statusLabel(t, c.status)}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('list.issuedBy')}</dt>
        <dd className="break-words">
          <span translate="no">{c.issuer}</span>
          {c.certificateNumber ? t('list.number', { number: c.certificateNumber }) : ''}
        </dd>
        <dt className="text-slate-600">{t('list.issuedOn')}</dt>
        <dd>{formatDate(c.issuedOn)}</dd>
        <dt className="text-slate-600">{t('list.expiresOn')}</dt>
        <dd>{c.expiresOn ? formatDate(c.expiresOn) : t('list.notStated')}</dd>
        {c.reviewedByName && (
          <>
            <dt className="text-slate-600">{t('list.reviewedBy')}</dt>
            <dd translate="no">{c.reviewedByName}</dd>
          </>
        )}
        {c.rejectionReason && (
          <>
            <dt className="text-slate-600">{t('list.reason')}</dt>
            <dd className="break-words" translate="no">
              {c.rejectionReason}
            </dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        <a
          href={trainingCertificateRoutes.file(c.id)}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          download
        >
          <Download aria-hidden="true" />
          <span className="max-w-48 truncate" translate="no">
            {c.fileName}
          </span>
          <span className="sr-only">{t('list.download')}</span>
        </a>
        {canReview && c.status === 'submitted' && <CertificateReview certificate={c} />}
      </div>
    </li>
  );
};

/** Certificates with their status; the safety team's have Accept and Reject while they await review. */
export const CertificateList = ({
  certificates,
  canReview,
}: {
  certificates: TrainingCertificate[];
  canReview: boolean;
}) => (
  <ul className="grid gap-3 lg:grid-cols-2">
    {certificates.map((c) => (
      <Item key={c.id} certificate={c} canReview={canReview} />
    ))}
  </ul>
);
