import { CircleCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentSummary } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { formatSignedAt } from '@/lib/dates';

type SigningState = Pick<
  DocumentSummary,
  'currentVersion' | 'mySignature' | 'needsMySignature' | 'requiresSignature'
>;

/** Unsigned (with Sign Document) to signed (with the signed-on date). */
export const SignatureState = ({ document }: { document: SigningState }) => {
  const { t } = useTranslation('documents');
  const { mySignature, currentVersion, needsMySignature } = document;
  if (mySignature && mySignature.version === currentVersion) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <Badge tone="green">
          <CircleCheck className="size-3.5" aria-hidden="true" />
          {t('signature.signed')}
        </Badge>
        <span className="text-sm text-slate-700">
          {t('signature.signedOn', { when: formatSignedAt(mySignature.signedAt, mySignature.timeZone) })}
        </span>
      </span>
    );
  }
  if (needsMySignature) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <Badge tone="yellow">
          <Clock className="size-3.5" aria-hidden="true" />
          {t('signature.unsigned')}
        </Badge>
        {mySignature && (
          <span className="text-sm text-slate-700">
            {t('signature.newVersion', { signed: mySignature.version, current: currentVersion })}
          </span>
        )}
      </span>
    );
  }
  return <span className="text-sm text-slate-600">{t('signature.notRequired')}</span>;
};
