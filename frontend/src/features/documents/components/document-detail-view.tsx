import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { documentRoutes, managesDocuments, type DocumentDetail } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { formatDate, formatDateTime } from '@/lib/dates';
import { actorLabel } from '@/lib/actor-words';
import { isAdmin, useSignedInUser } from '@/lib/session';
import { roleLabels } from '@/lib/role-labels';
import { formatFileSize } from '../document-format';
import { ApprovalNotice } from './approval-notice';
import { CategoryBadge } from './category-badge';
import { PendingSignersCard } from './pending-signers-card';
import { RetireDocumentDialog } from './retire-document-dialog';
import { RetiredNotice } from './retired-notice';
import { SignatureRequirementDialog } from './signature-requirement-dialog';
import { SignatureState } from './signature-state';
import { SignDocumentDialog } from './sign-document-dialog';
import { UploadVersionDialog } from './upload-version-dialog';
import { DocumentViewerCard, VIEWER_TITLE_ID } from '../viewer/document-viewer-card';
import { DocumentSignaturesTable, DocumentVersionsTable } from './document-history-tables';

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
        <DocumentVersionsTable document={document} showHashes={showHashes} onRead={show} />
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
          <DocumentSignaturesTable document={document} showHashes={showHashes} />
        )}
      </Card>
      {isAdmin(user) && !retired && <PendingSignersCard documentId={document.id} name={document.name} />}
    </div>
  );
};
