import { useSearchParams } from 'react-router';
import { BookOpen, Download } from 'lucide-react';
import { documentRoutes, managesDocuments, type DocumentDetail } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { formatDate, formatDateTime } from '@/lib/dates';
import { actorLabel, actorWords } from '@/lib/actor-words';
import { isAdmin, useSignedInUser } from '@/lib/session';
import { roleLabels } from '@/lib/role-labels';
import { formatFileSize, shortHash } from '../document-format';
import { ApprovalNotice } from './approval-notice';
import { CategoryBadge } from './category-badge';
import { PendingSignersCard } from './pending-signers-card';
import { RetireDocumentDialog } from './retire-document-dialog';
import { RetiredNotice } from './retired-notice';
import { SignatureRequirementDialog } from './signature-requirement-dialog';
import { SignatureState } from './signature-state';
import { SignDocumentDialog } from './sign-document-dialog';
import { UploadVersionDialog } from './upload-version-dialog';
import { VersionStatus } from './version-status';
import { DocumentViewerCard, VIEWER_TITLE_ID } from '../viewer/document-viewer-card';

const th = 'px-3 py-3 font-semibold first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6';
const td = 'px-3 py-3 align-top first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6';

const Hash = ({ sha256 }: { sha256: string }) => (
  <code className="text-xs break-all text-slate-700" title={sha256}>
    <span aria-hidden="true">{shortHash(sha256)}…</span>
    <span className="sr-only">SHA-256 {sha256}</span>
  </code>
);

const RequiredOf = ({ document }: { document: DocumentDetail }) => {
  const groups = [
    ...document.signatureDepartments,
    ...document.signatureRoles.map((role) => `${roleLabels[role]}s`),
  ];
  return (
    <Badge tone="orange">
      {groups.length === 0 ? 'Required of everyone' : `Required of ${groups.join(', ')}`}
    </Badge>
  );
};

/** The version the viewer shows: `?version=` when the reader may see it, else the current one. */
const useShownVersion = (document: DocumentDetail) => {
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('version'));
  const shown =
    document.versions.find((v) => v.version === chosen) ??
    document.versions.find((v) => v.version === document.currentVersion);
  const show = (version: number) => {
    setParams({ version: String(version) }, { preventScrollReset: true });
    // The viewer is above the list: take the reader (and a screen reader's focus) to it.
    requestAnimationFrame(() => window.document.getElementById(VIEWER_TITLE_ID)?.focus());
  };
  return { shown, show };
};

/** The document itself to read, and everything an auditor asks of it: its versions, and who signed which one, when, meaning what. */
export const DocumentDetailView = ({ document }: { document: DocumentDetail }) => {
  const user = useSignedInUser();
  const { shown, show } = useShownVersion(document);
  const retired = document.retirement !== null;
  // Fingerprints are for the admins who audit documents; others see names, dates and versions.
  const showHashes = isAdmin(user);
  const managing = managesDocuments(user.role);
  // One version waits for approval at a time; the server refuses another meanwhile.
  const mayUploadVersion =
    !retired &&
    (managing || document.uploadedBy === user.id) &&
    document.approvalStatus !== 'pending' &&
    document.pendingVersion === null;
  return (
    <div className="grid gap-6">
      {document.retirement && <RetiredNotice retirement={document.retirement} />}
      {!retired && <ApprovalNotice document={document} canDecide={managing} />}
      {shown && <DocumentViewerCard document={document} version={shown} />}
      <Card aria-labelledby="document-details-title">
        <CardHeader>
          <div>
            <CardTitle id="document-details-title">Details</CardTitle>
            <CardDescription>The current version and where it came from.</CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <a href={documentRoutes.download(document.id, document.currentVersion)} download>
                <Download aria-hidden="true" />
                {document.approvalStatus === 'published' ? 'Download current version' : 'Download'}
              </a>
            </Button>
            {mayUploadVersion && (
              <UploadVersionDialog
                document={{
                  id: document.id,
                  name: document.name,
                  currentVersion: document.currentVersion,
                  publishesAtOnce: managing,
                }}
              />
            )}
            {isAdmin(user) && !retired && <RetireDocumentDialog document={document} />}
          </div>
        </CardHeader>
        <CardContent>
          <DetailList
            items={[
              { label: 'Category', value: <CategoryBadge category={document.category} /> },
              { label: 'File', value: document.fileName },
              { label: 'Type', value: document.fileType.toUpperCase() },
              { label: 'Size', value: formatFileSize(document.size) },
              { label: 'Current version', value: String(document.currentVersion) },
              { label: 'Last updated', value: formatDateTime(document.lastUpdated) },
              { label: 'First uploaded', value: formatDateTime(document.uploadedAt) },
              { label: 'Uploaded by', value: actorLabel(document.uploadedByName) },
              ...(showHashes
                ? [
                    {
                      label: 'SHA-256 of the current version',
                      value: <code className="text-xs break-all">{document.sha256}</code>,
                      wide: true,
                    },
                  ]
                : []),
            ]}
          />
        </CardContent>
      </Card>

      <Card aria-labelledby="document-requirement-title">
        <CardHeader>
          <div>
            <CardTitle id="document-requirement-title">Signature Requirement</CardTitle>
            <CardDescription>Who must sign this document, and your own signature.</CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            {document.needsMySignature && (
              <SignDocumentDialog
                document={{ id: document.id, name: document.name, version: document.currentVersion }}
              />
            )}
            {isAdmin(user) && !retired && document.approvalStatus === 'published' && (
              <SignatureRequirementDialog document={document} />
            )}
          </div>
        </CardHeader>
        <CardContent>
          <DetailList
            items={[
              {
                label: 'Requires signature',
                value: document.requiresSignature ? <RequiredOf document={document} /> : 'No',
              },
              {
                label: 'Deadline',
                value: document.requiresSignature ? formatDate(document.signatureDeadline) : 'N/A',
              },
              { label: 'Your signature', value: <SignatureState document={document} /> },
              {
                label: 'Instructions',
                value: (document.requiresSignature && document.signatureInstructions) || 'None',
                wide: true,
              },
            ]}
          />
        </CardContent>
      </Card>

      <Card aria-labelledby="document-versions-title">
        <CardHeader>
          <div>
            <CardTitle id="document-versions-title">Versions</CardTitle>
            <CardDescription>
              Every version stays stored with what changed; signatures name the version they apply to.
            </CardDescription>
          </div>
        </CardHeader>
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">Versions of {document.name}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
              <tr>
                {[
                  'Version',
                  'Status',
                  'What changed',
                  'File',
                  'Uploaded',
                  ...(showHashes ? ['SHA-256'] : []),
                  'Read',
                  'Download',
                ].map((c) => (
                  <th key={c} scope="col" className={th}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {document.versions.map((v) => (
                <tr key={v.version}>
                  <td className={`${td} font-semibold text-slate-900`}>
                    {v.version}
                    {v.version === document.currentVersion && document.approvalStatus === 'published' && (
                      <span className="ml-2 font-normal text-slate-600">(current)</span>
                    )}
                  </td>
                  <td className={td}>
                    <VersionStatus version={v} />
                  </td>
                  <td className={`${td} text-slate-800`}>{v.changeNote ?? '—'}</td>
                  <td className={`${td} break-all text-slate-800`}>
                    {v.fileName}
                    <span className="block text-xs text-slate-600">{formatFileSize(v.size)}</span>
                  </td>
                  <td className={`${td} text-slate-800`}>
                    {formatDateTime(v.uploadedAt)}
                    <span className="block text-xs text-slate-600">by {actorWords(v.uploadedByName)}</span>
                  </td>
                  {showHashes && (
                    <td className={td}>
                      <Hash sha256={v.sha256} />
                    </td>
                  )}
                  <td className={td}>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-brand-800 hover:text-brand-900"
                      aria-label={`Read version ${v.version}`}
                      onClick={() => show(v.version)}
                    >
                      <BookOpen aria-hidden="true" />
                      Read
                    </Button>
                  </td>
                  <td className={td}>
                    <Button asChild variant="ghost" size="sm" className="text-brand-800 hover:text-brand-900">
                      <a
                        href={documentRoutes.download(document.id, v.version)}
                        download
                        aria-label={`Download version ${v.version}`}
                      >
                        <Download aria-hidden="true" />
                        Download
                      </a>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>

      <Card aria-labelledby="document-signatures-title">
        <CardHeader>
          <div>
            <CardTitle id="document-signatures-title">Signatures</CardTitle>
            <CardDescription>Who signed which version, when, and what the signature means.</CardDescription>
          </div>
        </CardHeader>
        {document.signatures.length === 0 ? (
          <p className="px-5 py-8 text-center text-sm text-slate-700 sm:px-6">
            Nobody has signed this document yet.
          </p>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[640px] text-left text-sm">
              <caption className="sr-only">Signatures of {document.name}</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
                <tr>
                  {['Signed by', 'Date and time', 'Meaning', 'Version signed'].map((c) => (
                    <th key={c} scope="col" className={th}>
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {document.signatures.map((s) => (
                  <tr key={s.id}>
                    <td className={`${td} font-semibold text-slate-900`}>{s.signerName}</td>
                    <td className={`${td} whitespace-nowrap text-slate-800`}>{formatDateTime(s.signedAt)}</td>
                    <td className={`${td} text-slate-800 first-letter:uppercase`}>{s.meaning}</td>
                    <td className={`${td} text-slate-800`}>
                      Version {s.documentVersion}
                      {showHashes && (
                        <span className="block">
                          <Hash sha256={s.documentSha256} />
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      {isAdmin(user) && !retired && <PendingSignersCard documentId={document.id} name={document.name} />}
    </div>
  );
};
