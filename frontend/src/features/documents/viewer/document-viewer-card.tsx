import { Link } from 'react-router';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { documentRoutes, type DocumentDetail, type DocumentVersion } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DocumentFileView } from './document-file-view';
import { viewerKindOf } from './viewable';

/** The heading the versions list moves focus to when another version is chosen. */
export const VIEWER_TITLE_ID = 'document-viewer-title';

/** "Read the document" on a document's page: the chosen version (the current one unless another is picked). */
export const DocumentViewerCard = ({
  document,
  version,
}: {
  document: DocumentDetail;
  version: DocumentVersion;
}) => {
  const { t } = useTranslation('documents');
  const isCurrent = version.version === document.currentVersion;
  return (
    <Card aria-labelledby={VIEWER_TITLE_ID}>
      <CardHeader>
        <div className="min-w-0">
          <CardTitle id={VIEWER_TITLE_ID} tabIndex={-1} className="scroll-mt-4 focus:outline-none">
            {t('viewer.title')}
          </CardTitle>
          <CardDescription className="break-words">
            {t('viewer.version', { version: version.version })}
            {isCurrent ? '' : t('viewer.notCurrent', { current: document.currentVersion })} ·{' '}
            <span translate="no">{version.fileName}</span>
          </CardDescription>
        </div>
        {viewerKindOf(version.mediaType) !== 'other' && (
          <Button asChild variant="secondary" size="sm">
            <a href={documentRoutes.download(document.id, version.version)} download>
              <Download aria-hidden="true" />
              {t('viewer.download', { version: version.version })}
            </a>
          </Button>
        )}
      </CardHeader>
      {!isCurrent && (
        <p className="border-b border-slate-200 bg-amber-50 px-5 py-3 text-sm text-amber-900 sm:px-6">
          {t('viewer.readingOld', { version: version.version })}{' '}
          <Link
            to={{ search: '' }}
            preventScrollReset
            className="font-semibold underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {t('viewer.readCurrent')}
          </Link>
        </p>
      )}
      <CardContent className="px-3 sm:px-6">
        <DocumentFileView documentId={document.id} name={document.name} version={version} />
      </CardContent>
    </Card>
  );
};
