import { Download } from 'lucide-react';
import { trainingCertificateRoutes, type CertificateStatus, type TrainingCertificate } from '@hs/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import { CertificateReview } from './certificate-review';

export const statusLabels: Record<CertificateStatus, string> = {
  submitted: 'Awaiting review',
  accepted: 'Accepted',
  rejected: 'Rejected',
};
const tones: Record<CertificateStatus, BadgeTone> = {
  submitted: 'yellow',
  accepted: 'green',
  rejected: 'red',
};

const Item = ({ certificate: c, canReview }: { certificate: TrainingCertificate; canReview: boolean }) => (
  <li
    className="grid gap-2 rounded-lg border border-slate-200 p-4"
    aria-label={`${c.userName}, ${c.trainingTitle}`}
  >
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div>
        <p className="font-semibold text-slate-900">{c.trainingTitle}</p>
        <p className="text-sm text-slate-700">
          {c.userName}
          {c.department ? ` (${c.department})` : ''}
        </p>
      </div>
      <Badge tone={tones[c.status]}>{statusLabels[c.status]}</Badge>
    </div>
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-slate-600">Issued by</dt>
      <dd className="break-words">
        {c.issuer}
        {c.certificateNumber ? `, no. ${c.certificateNumber}` : ''}
      </dd>
      <dt className="text-slate-600">Issued on</dt>
      <dd>{formatDate(c.issuedOn)}</dd>
      <dt className="text-slate-600">Expires on</dt>
      <dd>{c.expiresOn ? formatDate(c.expiresOn) : 'Not stated'}</dd>
      {c.reviewedByName && (
        <>
          <dt className="text-slate-600">Reviewed by</dt>
          <dd>{c.reviewedByName}</dd>
        </>
      )}
      {c.rejectionReason && (
        <>
          <dt className="text-slate-600">Reason</dt>
          <dd className="break-words">{c.rejectionReason}</dd>
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
        <span className="max-w-48 truncate">{c.fileName}</span>
        <span className="sr-only"> (download)</span>
      </a>
      {canReview && c.status === 'submitted' && <CertificateReview certificate={c} />}
    </div>
  </li>
);

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
