import { requireWithinYearsAhead } from '../shared/calendar.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { DocumentCommand, RetireDocument } from './document.commands.ts';
import type { DocumentEvent } from './document.events.ts';
import { decideApproval } from './document-approval.ts';
import { DOCUMENT_SIGNATURE_MEANING } from '../shared/signature-meaning.ts';
import { managesDocuments, publishesAtOnce } from './document.vocabulary.ts';

export type Document =
  | { status: 'none' }
  | {
      status: 'active';
      documentId: string;
      uploadedBy: string | null;
      /** The version in force; 0 while the first upload still waits for approval (or was rejected). */
      currentVersion: number;
      currentSha256: string;
      /** The highest version number given so far, pending and rejected ones included. */
      latestVersion: number;
      /** A version waiting for approval; the current one stays in force meanwhile. */
      pending: { version: number; sha256: string } | null;
      requiresSignature: boolean;
      deadline: string | null;
      instructions: string | null;
      departments: readonly string[];
      roles: readonly string[];
      /** The versions each user has signed, by user id. */
      signedVersions: Readonly<Record<string, readonly number[]>>;
      retired: boolean;
    };

export const initialState: Document = { status: 'none' };

export const evolve = (state: Document, event: DocumentEvent): Document => {
  if (event.type === 'DocumentUploaded') {
    const { file, needsApproval } = event.data;
    return {
      status: 'active',
      documentId: event.data.documentId,
      uploadedBy: event.data.uploadedBy,
      currentVersion: needsApproval ? 0 : file.version,
      currentSha256: needsApproval ? '' : file.sha256,
      latestVersion: file.version,
      pending: needsApproval ? { version: file.version, sha256: file.sha256 } : null,
      requiresSignature: false,
      deadline: null,
      instructions: null,
      departments: [],
      roles: [],
      signedVersions: {},
      retired: false,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'DocumentVersionUploaded': {
      const { file } = event.data;
      if (event.data.needsApproval)
        return {
          ...state,
          latestVersion: file.version,
          pending: { version: file.version, sha256: file.sha256 },
        };
      return {
        ...state,
        latestVersion: file.version,
        currentVersion: file.version,
        currentSha256: file.sha256,
      };
    }
    case 'DocumentVersionApproved':
      return {
        ...state,
        currentVersion: event.data.version,
        currentSha256: state.pending?.sha256 ?? state.currentSha256,
        pending: null,
      };
    case 'DocumentVersionRejected':
      return { ...state, pending: null };
    case 'DocumentSignatureRequirementSet':
      return {
        ...state,
        requiresSignature: event.data.requiresSignature,
        deadline: event.data.deadline,
        instructions: event.data.instructions,
        departments: event.data.departments ?? [],
        roles: event.data.roles ?? [],
      };
    case 'DocumentSigned': {
      const { signerId, documentVersion } = event.data;
      const signed = state.signedVersions[signerId] ?? [];
      return {
        ...state,
        signedVersions: { ...state.signedVersions, [signerId]: [...signed, documentVersion] },
      };
    }
    case 'DocumentRetired':
      return { ...state, retired: true };
  }
};

const blankToNull = (text: string | null): string | null => (text?.trim() ? text.trim() : null);

export const decide = (command: DocumentCommand, state: Document): DocumentEvent[] => {
  const { metadata } = command;
  if (command.type === 'UploadDocument') {
    if (state.status !== 'none')
      throw new DomainError('DocumentAlreadyExists', 'This document already exists.');
    const name = command.data.name.trim();
    if (name.length === 0)
      throw new DomainError('MissingRequiredInformation', 'Document name is required', ['name']);
    return [
      {
        type: 'DocumentUploaded',
        data: {
          documentId: command.data.documentId,
          name,
          category: command.data.category,
          file: { ...command.data.file, version: 1 },
          uploadedBy: metadata.userId,
          uploadedByName: metadata.userName,
          uploadedAt: metadata.now,
          needsApproval: !publishesAtOnce(metadata.role),
        },
      },
    ];
  }
  if (state.status === 'none') throw new DomainError('DocumentNotFound', 'No such document.');
  const { documentId } = state;
  if (command.type === 'RetireDocument') return retire(command, state);
  // Kept as evidence, a retired document changes no more: no version, approval, requirement or signature.
  if (state.retired) {
    throw new DomainError(
      'DocumentRetired',
      'This document has been retired and can no longer be changed or signed.',
    );
  }
  if (command.type === 'ApproveDocumentVersion' || command.type === 'RejectDocumentVersion')
    return decideApproval(command, state);
  switch (command.type) {
    case 'UploadDocumentVersion':
      assertMayUploadVersion(state, metadata);
      return [
        {
          type: 'DocumentVersionUploaded',
          data: {
            documentId,
            file: { ...command.data.file, version: state.latestVersion + 1 },
            uploadedBy: metadata.userId,
            uploadedByName: metadata.userName,
            uploadedAt: metadata.now,
            needsApproval: !publishesAtOnce(metadata.role),
            changeNote: blankToNull(command.data.changeNote),
          },
        },
      ];
    case 'SetSignatureRequirement': {
      const { requiresSignature } = command.data;
      // Deadline and instructions belong to a requirement: none without one.
      const deadline = requiresSignature ? command.data.deadline : null;
      requireWithinYearsAhead('deadline', deadline, metadata.today);
      const instructions = requiresSignature ? blankToNull(command.data.instructions) : null;
      const departments = requiresSignature ? distinctSorted(command.data.departments) : [];
      const roles = requiresSignature ? distinctSorted(command.data.roles) : [];
      const unchanged =
        state.requiresSignature === requiresSignature &&
        state.deadline === deadline &&
        state.instructions === instructions &&
        sameList(state.departments, departments) &&
        sameList(state.roles, roles);
      if (unchanged) return [];
      return [
        {
          type: 'DocumentSignatureRequirementSet',
          data: {
            documentId,
            requiresSignature,
            deadline,
            instructions,
            departments,
            roles,
            setBy: metadata.userId,
            setByName: metadata.userName,
            setAt: metadata.now,
          },
        },
      ];
    }
    case 'SignDocument': {
      const { userId, userName } = metadata;
      // A signature is always the signed-in user's own: one made for someone else would be forgery.
      if (!userId || !userName) throw new DomainError('NotSignedIn', 'Please sign in to sign documents.');
      if (state.currentVersion === 0) {
        throw new DomainError(
          'DocumentAwaitingApproval',
          'This document has not been approved yet and cannot be signed.',
        );
      }
      if (!command.data.acknowledged) {
        throw new DomainError(
          'AcknowledgementRequired',
          'Please acknowledge that you have reviewed the document',
          ['acknowledged'],
        );
      }
      if (command.data.signatureImage.length === 0) {
        throw new DomainError('MissingRequiredInformation', 'Please provide your signature', [
          'signatureData',
        ]);
      }
      const { expectedVersion } = command.data;
      if (expectedVersion !== null && expectedVersion !== state.currentVersion) {
        throw new DomainError(
          'DocumentVersionChanged',
          `Version ${state.currentVersion} of this document has been uploaded since you opened it. Review it before signing.`,
        );
      }
      if (state.signedVersions[userId]?.includes(state.currentVersion)) {
        throw new DomainError(
          'DocumentAlreadySigned',
          `You have already signed version ${state.currentVersion} of this document.`,
        );
      }
      return [
        {
          type: 'DocumentSigned',
          data: {
            signatureId: command.data.signatureId,
            documentId,
            signerId: userId,
            signerName: userName,
            meaning: DOCUMENT_SIGNATURE_MEANING,
            acknowledged: true,
            documentVersion: state.currentVersion,
            documentSha256: state.currentSha256,
            signatureImage: command.data.signatureImage,
            signedAt: metadata.now,
            timeZone: command.data.timeZone,
          },
        },
      ];
    }
  }
};

const distinctSorted = (items: readonly string[]): string[] =>
  [...new Set(items.map((item) => item.trim()).filter((item) => item.length > 0))].sort();
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** A new version re-queues every signature: only whoever answers for the document may add one. */
export const assertMayUploadVersion = (
  state: Document & { status: 'active' },
  metadata: { userId: string | null; role: string | null },
): void => {
  if (!managesDocuments(metadata.role) && metadata.userId !== state.uploadedBy) {
    throw new DomainError(
      'NotYourDocument',
      'Only the person who uploaded this document or someone who manages documents may upload a new version.',
    );
  }
  if (state.pending) {
    throw new DomainError(
      'VersionAwaitingApproval',
      `Version ${state.pending.version} is waiting for approval. It must be approved or rejected before another version is uploaded.`,
    );
  }
};

const retire = (command: RetireDocument, state: Document & { status: 'active' }): DocumentEvent[] => {
  const { metadata } = command;
  if (!managesDocuments(metadata.role))
    throw new DomainError('NotAllowed', 'Only administrators and safety officers may retire documents.');
  if (state.retired) return [];
  const reason = command.data.reason.trim();
  if (reason.length === 0)
    throw new DomainError('MissingRequiredInformation', 'A reason is required', ['reason']);
  return [
    {
      type: 'DocumentRetired',
      data: {
        documentId: state.documentId,
        reason,
        retiredBy: metadata.userId,
        retiredByName: metadata.userName,
        retiredAt: metadata.now,
      },
    },
  ];
};
