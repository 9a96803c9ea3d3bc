import { CircleCheck, Clock } from 'lucide-react';
import type { DocumentSummary } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { formatSignedAt } from '@/lib/dates';

type SigningState = Pick<
  DocumentSummary,
  'currentVersion' | 'mySignature' | 'needsMySignature' | 'requiresSignature'
>;

/** Unsigned (with Sign Document) to signed (with the signed-on date). */
export const SignatureState = ({ document }: { document: SigningState }) => {
  const { mySignature, currentVersion, needsMySignature } = document;
  if (mySignature && mySignature.version === currentVersion) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <Badge tone="green">
          <CircleCheck className="size-3.5" aria-hidden="true" />
          Signed
        </Badge>
        <span className="text-sm text-slate-700">
          Signed {formatSignedAt(mySignature.signedAt, mySignature.timeZone)}
        </span>
      </span>
    );
  }
  if (needsMySignature) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <Badge tone="yellow">
          <Clock className="size-3.5" aria-hidden="true" />
          Unsigned
        </Badge>
        {mySignature && (
          <span className="text-sm text-slate-700">
            You signed version {mySignature.version}; version {currentVersion} is new
          </span>
        )}
      </span>
    );
  }
  return <span className="text-sm text-slate-600">No signature required</span>;
};
