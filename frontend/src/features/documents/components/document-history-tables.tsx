import { BookOpen, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { documentRoutes, type DocumentDetail } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { formatDateTime, formatSignedAt } from '@/lib/dates';
import { actorText, formatFileSize, meaningWord, shortHash } from '../document-format';
import { VersionStatus } from './version-status';

type Version = DocumentDetail['versions'][number];
type Signature = DocumentDetail['signatures'][number];

const Hash = ({ sha256 }: { sha256: string }) => (
  <code className="text-xs break-all text-slate-700" title={sha256}>
    <span aria-hidden="true">{shortHash(sha256)}…</span>
    <span className="sr-only">SHA-256 {sha256}</span>
  </code>
);

const versionColumns = (
  t: TFunction,
  document: DocumentDetail,
  showHashes: boolean,
  onRead: (version: number) => void,
): TableColumn<Version>[] => [
  {
    header: t('versions.version'),
    card: 'title',
    className: 'font-semibold text-slate-900',
    cell: (v) => (
      <>
        {v.version}
        {v.version === document.currentVersion && document.approvalStatus === 'published' && (
          <span className="ml-2 font-normal text-slate-600">{t('versions.current')}</span>
        )}
      </>
    ),
  },
  { header: t('versions.status'), card: 'badge', cell: (v) => <VersionStatus version={v} /> },
  {
    header: t('versions.whatChanged'),
    cell: (v) => (v.changeNote ? <span translate="no">{v.changeNote}</span> : '—'),
  },
  {
    header: t('versions.file'),
    className: 'break-all',
    cell: (v) => (
      <>
        <span translate="no">{v.fileName}</span>
        <span className="block text-xs text-slate-600">{formatFileSize(v.size)}</span>
      </>
    ),
  },
  {
    header: t('versions.uploaded'),
    cell: (v) => (
      <>
        {formatDateTime(v.uploadedAt)}
        <span className="block text-xs text-slate-600">
          {t('versions.by', { who: actorText(t, v.uploadedByName) })}
        </span>
      </>
    ),
  },
  ...(showHashes
    ? [{ header: 'SHA-256', cell: (v: Version) => <Hash sha256={v.sha256} /> } satisfies TableColumn<Version>]
    : []),
  {
    header: t('versions.read'),
    card: 'action',
    cell: (v) => (
      <Button
        variant="ghost"
        size="sm"
        className="text-brand-800 hover:text-brand-900 max-md:border max-md:border-slate-300"
        aria-label={t('versions.readVersion', { version: v.version })}
        onClick={() => onRead(v.version)}
      >
        <BookOpen aria-hidden="true" />
        {t('versions.read')}
      </Button>
    ),
  },
  {
    header: t('versions.download'),
    card: 'action',
    cell: (v) => (
      <Button
        asChild
        variant="ghost"
        size="sm"
        className="text-brand-800 hover:text-brand-900 max-md:border max-md:border-slate-300"
      >
        <a
          href={documentRoutes.download(document.id, v.version)}
          download
          aria-label={t('versions.downloadVersion', { version: v.version })}
        >
          <Download aria-hidden="true" />
          {t('versions.download')}
        </a>
      </Button>
    ),
  },
];

/** Every stored version of a document, with its status, change note, file, reading and download. */
export const DocumentVersionsTable = ({
  document,
  showHashes,
  onRead,
}: {
  document: DocumentDetail;
  showHashes: boolean;
  /** Opens that version in the viewer above the table. */
  onRead: (version: number) => void;
}) => {
  const { t } = useTranslation('documents');
  return (
    <ResponsiveTable
      caption={t('versions.caption', { name: document.name })}
      columns={versionColumns(t, document, showHashes, onRead)}
      rows={document.versions}
      rowKey={(v) => String(v.version)}
      alignTop
    />
  );
};

const signatureColumns = (t: TFunction, showHashes: boolean): TableColumn<Signature>[] => [
  {
    header: t('signatures.signedBy'),
    cell: (s) => <span translate="no">{s.signerName}</span>,
    className: 'font-semibold text-slate-900',
    card: 'title',
  },
  { header: t('signatures.dateTime'), cell: (s) => formatSignedAt(s.signedAt, s.timeZone) },
  {
    header: t('signatures.meaning'),
    cell: (s) => meaningWord(t, s.meaning),
    className: 'first-letter:uppercase',
  },
  {
    header: t('signatures.versionSigned'),
    cell: (s) => (
      <>
        {t('signatures.version', { version: s.documentVersion })}
        {showHashes && (
          <span className="block">
            <Hash sha256={s.documentSha256} />
          </span>
        )}
      </>
    ),
  },
];

/** Who signed which version of a document, when, and what the signature means. */
export const DocumentSignaturesTable = ({
  document,
  showHashes,
}: {
  document: DocumentDetail;
  showHashes: boolean;
}) => {
  const { t } = useTranslation('documents');
  return (
    <ResponsiveTable
      caption={t('signatures.caption', { name: document.name })}
      columns={signatureColumns(t, showHashes)}
      rows={document.signatures}
      rowKey={(s) => s.id}
      alignTop
    />
  );
};
