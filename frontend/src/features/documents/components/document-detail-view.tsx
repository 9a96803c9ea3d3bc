import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Download } from 'lucide-react';
import { documentRoutes, managesDocuments, type DocumentDetail } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { formatDate, formatDateTime } from '@/lib/dates';
import { isAdmin, useSignedInUser } from '@/lib/session';
import { actorLabelText, formatFileSize } from '../document-format';
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

const roleGroup = (t: TFunction, role: DocumentDetail['signatureRoles'][number]): string =>
  ({
    admin: t('detail.roleGroup.admin'),
    'safety-officer': t('detail.roleGroup.safety-officer'),
    supervisor: t('detail.roleGroup.supervisor'),
    employee: t('detail.roleGroup.employee'),
  })[role];

const RequiredOf = ({ document }: { document: DocumentDetail }) => {
  const { t } = useTranslation('documents');
  const groups = [
    ...document.signatureDepartments,
    ...document.signatureRoles.map((role) => roleGroup(t, role)),
  ];
  return (
    <Badge tone="orange">
      {groups.length === 0
        ? t('detail.requiredOfEveryone')
        : t('detail.requiredOf', { groups: groups.join(', ') })}
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
  const { t } = useTranslation('documents');
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
            <CardTitle id="document-details-title">{t('detail.details')}</CardTitle>
            <CardDescription>{t('detail.detailsDescription')}</CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <a href={documentRoutes.download(document.id, document.currentVersion)} download>
                <Download aria-hidden="true" />
                {document.approvalStatus === 'published' ? t('detail.downloadCurrent') : t('detail.download')}
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
              { label: t('detail.category'), value: <CategoryBadge category={document.category} /> },
              { label: t('detail.file'), value: <span translate="no">{document.fileName}</span> },
              { label: t('detail.type'), value: document.fileType.toUpperCase() },
              { label: t('detail.size'), value: formatFileSize(document.size) },
              { label: t('detail.currentVersion'), value: String(document.currentVersion) },
              { label: t('detail.lastUpdated'), value: formatDateTime(document.lastUpdated) },
              { label: t('detail.firstUploaded'), value: formatDateTime(document.uploadedAt) },
              { label: t('detail.uploadedBy'), value: actorLabelText(t, document.uploadedByName) },
              ...(showHashes
                ? [
                    {
                      label: t('detail.sha'),
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
            <CardTitle id="document-requirement-title">{t('detail.requirement')}</CardTitle>
            <CardDescription>{t('detail.requirementDescription')}</CardDescription>
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
                label: t('detail.requiresSignature'),
                value: document.requiresSignature ? <RequiredOf document={document} /> : t('detail.no'),
              },
              {
                label: t('detail.deadline'),
                value: document.requiresSignature
                  ? formatDate(document.signatureDeadline)
                  : t('detail.notApplicable'),
              },
              { label: t('detail.yourSignature'), value: <SignatureState document={document} /> },
              {
                label: t('detail.instructions'),
                value:
                  document.requiresSignature && document.signatureInstructions ? (
                    <span translate="no">{document.signatureInstructions}</span>
                  ) : (
                    t('detail.none')
                  ),
                wide: true,
              },
            ]}
          />
        </CardContent>
      </Card>

      <Card aria-labelledby="document-versions-title">
        <CardHeader>
          <div>
            <CardTitle id="document-versions-title">{t('detail.versions')}</CardTitle>
            <CardDescription>{t('detail.versionsDescription')}</CardDescription>
          </div>
        </CardHeader>
        <DocumentVersionsTable document={document} showHashes={showHashes} onRead={show} />
      </Card>

      <Card aria-labelledby="document-signatures-title">
        <CardHeader>
          <div>
            <CardTitle id="document-signatures-title">{t('detail.signatures')}</CardTitle>
            <CardDescription>{t('detail.signaturesDescription')}</CardDescription>
          </div>
        </CardHeader>
        {document.signatures.length === 0 ? (
          <p className="px-5 py-8 text-center text-sm text-slate-700 sm:px-6">{t('detail.noSignatures')}</p>
        ) : (
          <DocumentSignaturesTable document={document} showHashes={showHashes} />
        )}
      </Card>
      {isAdmin(user) && !retired && <PendingSignersCard documentId={document.id} name={document.name} />}
    </div>
  );
};
