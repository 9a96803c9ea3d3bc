import { lazy, Suspense, useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { documentRoutes, type DocumentVersion } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { isNotFound } from '@/lib/http';
import { useSignedInUser } from '@/lib/session';
import { versionFileQueryOptions } from '../api/get-version-file';
import { markOpened } from './opened-versions';
import { TextView } from './text-view';
import { ImageView } from './image-view';
import { cannotShowText, viewerKindOf } from './viewable';

// pdf.js and its worker are fetched the first time a PDF is opened, never with the pages around it.
const PdfView = lazy(async () => ({ default: (await import('./pdf-view')).PdfView }));

const Loading = () => {
  const { t } = useTranslation('documents');
  return <StatusMessage kind="loading">{t('viewer.loading')}</StatusMessage>;
};

interface DocumentFileViewProps {
  documentId: string;
  /** The document's name: the accessible name of what is shown. */
  name: string;
  version: DocumentVersion;
}

/** One version of a document shown in the app: a PDF page by page, an image, text, or why not and a download. */
export const DocumentFileView = ({ documentId, name, version }: DocumentFileViewProps) => {
  const { t } = useTranslation('documents');
  const user = useSignedInUser();
  const kind = viewerKindOf(version.mediaType);
  const file = useQuery({
    ...versionFileQueryOptions(documentId, version.version),
    enabled: kind !== 'other',
  });
  const onShown = useCallback(
    () => markOpened(user.id, documentId, version.version),
    [user.id, documentId, version.version],
  );

  if (kind === 'other') {
    return (
      <div className="grid justify-items-center gap-3 px-4 py-8 text-center">
        <p className="text-sm text-slate-800">
          {cannotShowText(t, version.fileType)} {t('viewer.downloadToRead')}
        </p>
        <Button asChild>
          <a href={documentRoutes.download(documentId, version.version)} download onClick={onShown}>
            <Download aria-hidden="true" />
            {t('viewer.download', { version: version.version })}
          </a>
        </Button>
      </div>
    );
  }
  if (file.isPending) return <Loading />;
  if (file.isError) {
    return isNotFound(file.error) ? (
      <StatusMessage kind="empty">{t('viewer.notAvailable')}</StatusMessage>
    ) : (
      <QueryError query={file}>{t('viewer.failed')}</QueryError>
    );
  }
  const props = { file: file.data, name, onShown };
  if (kind === 'text') return <TextView {...props} />;
  if (kind === 'image') return <ImageView {...props} />;
  return (
    <Suspense fallback={<Loading />}>
      <PdfView {...props} />
    </Suspense>
  );
};
