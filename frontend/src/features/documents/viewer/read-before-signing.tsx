import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { documentQueryOptions } from '../api/get-document';
import { DocumentFileView } from './document-file-view';

interface ReadBeforeSigningProps {
  documentId: string;
  version: number;
  onBack: () => void;
}

/** The version about to be signed, shown inside the signing dialog; the signature drawn so far waits. */
export const ReadBeforeSigning = ({ documentId, version, onBack }: ReadBeforeSigningProps) => {
  const { t } = useTranslation('documents');
  const { data, isError, refetch, isFetching } = useQuery(documentQueryOptions(documentId));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const shown = data?.versions.find((v) => v.version === version);
  return (
    <div className="grid min-w-0 gap-4">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-semibold text-slate-900 focus:outline-none"
      >
        {t('viewer.version', { version })}
        {shown ? ` · ${shown.fileName}` : ''}
      </h3>
      {shown && data ? (
        <DocumentFileView documentId={documentId} name={data.name} version={shown} />
      ) : data ? (
        <StatusMessage kind="empty">{t('viewer.notAvailable')}</StatusMessage>
      ) : isError ? (
        <QueryError query={{ refetch, isFetching }}>{t('detail.failed')}</QueryError>
      ) : (
        <StatusMessage kind="loading">{t('detail.loading')}</StatusMessage>
      )}
      {/* Always in reach below a long page: the dialog scrolls under it. */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 flex justify-end border-t border-slate-200 bg-white px-6 py-3">
        <Button onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('viewer.backToSigning')}
        </Button>
      </div>
    </div>
  );
};
