import { BookOpen, Download } from 'lucide-react';
import { documentRoutes, type DocumentDetail } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { formatDateTime, formatSignedAt } from '@/lib/dates';
import { actorWords } from '@/lib/actor-words';
import { formatFileSize, shortHash } from '../document-format';
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
  document: DocumentDetail,
  showHashes: boolean,
  onRead: (version: number) => void,
): TableColumn<Version>[] => [
  {
    header: 'Version',
    card: 'title',
    className: 'font-semibold text-slate-900',
    cell: (v) => (
      <>
        {v.version}
        {v.version === document.currentVersion && document.approvalStatus === 'published' && (
          <span className="ml-2 font-normal text-slate-600">(current)</span>
        )}
      </>
    ),
  },
  { header: 'Status', card: 'badge', cell: (v) => <VersionStatus version={v} /> },
  { header: 'What changed', cell: (v) => v.changeNote ?? '—' },
  {
    header: 'File',
    className: 'break-all',
    cell: (v) => (
      <>
        {v.fileName}
        <span className="block text-xs text-slate-600">{formatFileSize(v.size)}</span>
      </>
    ),
  },
  {
    header: 'Uploaded',
    cell: (v) => (
      <>
        {formatDateTime(v.uploadedAt)}
        <span className="block text-xs text-slate-600">by {actorWords(v.uploadedByName)}</span>
      </>
    ),
  },
  ...(showHashes
    ? [{ header: 'SHA-256', cell: (v: Version) => <Hash sha256={v.sha256} /> } satisfies TableColumn<Version>]
    : []),
  {
    header: 'Read',
    card: 'action',
    cell: (v) => (
      <Button
        variant="ghost"
        size="sm"
        className="text-brand-800 hover:text-brand-900 max-md:border max-md:border-slate-300"
        aria-label={`Read version ${v.version}`}
        onClick={() => onRead(v.version)}
      >
        <BookOpen aria-hidden="true" />
        Read
      </Button>
    ),
  },
  {
    header: 'Download',
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
          aria-label={`Download version ${v.version}`}
        >
          <Download aria-hidden="true" />
          Download
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
}) => (
  <ResponsiveTable
    caption={`Versions of ${document.name}`}
    columns={versionColumns(document, showHashes, onRead)}
    rows={document.versions}
    rowKey={(v) => String(v.version)}
    alignTop
  />
);

const signatureColumns = (showHashes: boolean): TableColumn<Signature>[] => [
  {
    header: 'Signed by',
    cell: (s) => s.signerName,
    className: 'font-semibold text-slate-900',
    card: 'title',
  },
  { header: 'Date and time', cell: (s) => formatSignedAt(s.signedAt, s.timeZone) },
  { header: 'Meaning', cell: (s) => s.meaning, className: 'first-letter:uppercase' },
  {
    header: 'Version signed',
    cell: (s) => (
      <>
        Version {s.documentVersion}
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
}) => (
  <ResponsiveTable
    caption={`Signatures of ${document.name}`}
    columns={signatureColumns(showHashes)}
    rows={document.signatures}
    rowKey={(s) => s.id}
    alignTop
  />
);
