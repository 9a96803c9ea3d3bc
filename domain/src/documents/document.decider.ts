import { requireWithinYearsAhead } from '../shared/calendar.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { DocumentCommand, RetireDocument } from './document.commands.ts';
import type { DocumentEvent } from './document.events.ts';
import { SIGNATURE_MEANING } from './document.vocabulary.ts';

export type Document =
  | { status: 'none' }
  | {
      status: 'active';
      documentId: string;
      uploadedBy: string | null;
      currentVersion: number;
      currentSha256: string;
      requiresSignature: boolean;
      deadline: string | null;
      instructions: string | null;
      /** The versions each user has signed, by user id. */
      signedVersions: Readonly<Record<string, readonly number[]>>;
      retired: boolean;
    };

export const initialState: Document = { status: 'none' };

export const evolve = (state: Document, event: DocumentEvent): Document => {
  if (event.type === 'DocumentUploaded') {
    return {
      status: 'active',
      documentId: event.data.documentId,
      uploadedBy: event.data.uploadedBy,
      currentVersion: event.data.file.version,
      currentSha256: event.data.file.sha256,
      requiresSignature: false,
      deadline: null,
      instructions: null,
      signedVersions: {},
      retired: false,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'DocumentVersionUploaded':
      return { ...state, currentVersion: event.data.file.version, currentSha256: event.data.file.sha256 };
    case 'DocumentSignatureRequirementSet':
      return {
        ...state,
        requiresSignature: event.data.requiresSignature,
        deadline: event.data.deadline,
        instructions: event.data.instructions,
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
        },
      },
    ];
  }
  if (state.status === 'none') throw new DomainError('DocumentNotFound', 'No such document.');
  const { documentId } = state;
  if (command.type === 'RetireDocument') return retire(command, state);
  // Kept as evidence, a retired document changes no more: no version, requirement or signature.
  if (state.retired) {
    throw new DomainError(
      'DocumentRetired',
      'This document has been retired and can no longer be changed or signed.',
    );
  }
  switch (command.type) {
    case 'UploadDocumentVersion':
      // A new version re-queues every signature: only whoever answers for the document may add one.
      if (metadata.role !== 'admin' && metadata.userId !== state.uploadedBy) {
        throw new DomainError(
          'NotYourDocument',
          'Only the person who uploaded this document or an administrator may upload a new version.',
        );
      }
      return [
        {
          type: 'DocumentVersionUploaded',
          data: {
            documentId,
            file: { ...command.data.file, version: state.currentVersion + 1 },
            uploadedBy: metadata.userId,
            uploadedByName: metadata.userName,
            uploadedAt: metadata.now,
          },
        },
      ];
    case 'SetSignatureRequirement': {
      const { requiresSignature } = command.data;
      // Deadline and instructions belong to a requirement (spec section 5): none without one.
      const deadline = requiresSignature ? command.data.deadline : null;
      requireWithinYearsAhead('deadline', deadline, metadata.today);
      const instructions = requiresSignature ? blankToNull(command.data.instructions) : null;
      const unchanged =
        state.requiresSignature === requiresSignature &&
        state.deadline === deadline &&
        state.instructions === instructions;
      if (unchanged) return [];
      return [
        {
          type: 'DocumentSignatureRequirementSet',
          data: {
            documentId,
            requiresSignature,
            deadline,
            instructions,
            setBy: metadata.userId,
            setByName: metadata.userName,
            setAt: metadata.now,
          },
        },
      ];
    }
    case 'SignDocument': {
      const { userId, userName } = metadata;
      // A signature is always the signed-in user's own (ARCHITECTURE section 6).
      if (!userId || !userName) throw new DomainError('NotSignedIn', 'Please sign in to sign documents.');
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
            meaning: SIGNATURE_MEANING,
            acknowledged: true,
            documentVersion: state.currentVersion,
            documentSha256: state.currentSha256,
            signatureImage: command.data.signatureImage,
            signedAt: metadata.now,
          },
        },
      ];
    }
  }
};

const retire = (command: RetireDocument, state: Document & { status: 'active' }): DocumentEvent[] => {
  const { metadata } = command;
  if (metadata.role !== 'admin')
    throw new DomainError('NotAllowed', 'Only administrators may retire documents.');
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
