import {
  documentMessages,
  UploadDocumentFields,
  UploadVersionFields,
  type ApproveVersionBody,
  type RejectVersionBody,
  type RetireDocumentBody,
  type SignatureRequirementBody,
  type SignDocumentBody,
} from '@hs/contracts';
import {
  documentDecider,
  documentStreamId,
  DomainError,
  type DocumentCommand,
  type DocumentEvent,
  type UploadedFile,
} from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { HttpProblem, type FieldError } from '@hs/infra/http';
import { newId } from '@hs/infra/ids';
import { handleCommand } from '../commands/handle-command.ts';
import type { CommandContext } from '../http/command-context.ts';
import { checkDocumentType } from './file-type.ts';
import type { ReceivedUpload } from './receive-upload.ts';
import { signatureImageProblem } from './signature-image.ts';

const run = (
  store: EventStore,
  documentId: string,
  command: DocumentCommand,
  context: CommandContext,
  expected?: number,
) =>
  handleCommand(store, documentStreamId(documentId), documentDecider, command, context.event(command.type), {
    ...(expected === undefined ? {} : { expected }),
  });

/** The document as its events leave it, to refuse an upload before its body is read. */
export const loadDocument = async (store: EventStore, documentId: string) =>
  (await store.readStream(documentStreamId(documentId))).reduce(
    (state, e) => documentDecider.evolve(state, { type: e.type, data: e.data } as DocumentEvent),
    documentDecider.initialState,
  );

/**
 * Checks a received upload (fields, one non-empty file whose content matches its type) and moves
 * the file into the blob store. Refusals name every problem at once and store nothing.
 */
export const acceptUpload = async (
  upload: ReceivedUpload,
  options: { needsFields: boolean },
): Promise<{ fields: UploadDocumentFields | null; changeNote: string | null; file: UploadedFile }> => {
  const errors: FieldError[] = [];
  let fields: UploadDocumentFields | null = null;
  let changeNote: string | null = null;
  if (options.needsFields) {
    const parsed = UploadDocumentFields.safeParse(upload.fields);
    if (parsed.success) fields = parsed.data;
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0] ?? ('keys' in issue ? issue.keys[0] : 'body'));
      // "required" only for a missing or blank name: a name that cannot be stored says why.
      const reason =
        field === 'name' && (issue.code === 'too_small' || issue.code === 'invalid_type')
          ? documentMessages.nameRequired
          : field === 'category'
            ? documentMessages.categoryRequired
            : issue.code === 'unrecognized_keys'
              ? 'Unknown field'
              : issue.message;
      errors.push({ field, reason });
    }
  } else {
    const parsed = UploadVersionFields.safeParse(upload.fields);
    if (parsed.success) changeNote = parsed.data.changeNote ?? null;
    for (const issue of parsed.error?.issues ?? []) {
      if (issue.code === 'unrecognized_keys')
        errors.push(...issue.keys.map((field) => ({ field, reason: 'Unknown field' })));
      else errors.push({ field: String(issue.path[0] ?? 'body'), reason: issue.message });
    }
  }
  if (!upload.file) errors.push({ field: 'file', reason: documentMessages.fileRequired });
  else if (upload.file.staged.size === 0) errors.push({ field: 'file', reason: 'The file is empty' });
  if (errors.length > 0) {
    await upload.file?.staged.discard();
    const detail = errors.length === 1 ? errors[0]!.reason : 'Some fields are missing or invalid.';
    throw new HttpProblem(400, 'Invalid request', detail, errors);
  }
  const { staged, fileName } = upload.file!;
  const check = await checkDocumentType(fileName, staged);
  if (!check.ok) {
    await staged.discard();
    throw new HttpProblem(415, 'Unsupported file type', check.reason, [
      { field: 'file', reason: check.reason },
    ]);
  }
  await staged.commit();
  return {
    fields,
    changeNote,
    file: {
      sha256: staged.sha256,
      size: staged.size,
      mediaType: check.type.mediaType,
      fileType: check.type.fileType,
      originalName: fileName,
    },
  };
};

export const uploadDocument = async (
  store: EventStore,
  fields: UploadDocumentFields,
  file: UploadedFile,
  context: CommandContext,
  documentId: string = newId(),
) => {
  const { result, events } = await run(
    store,
    documentId,
    { type: 'UploadDocument', data: { documentId, ...fields, file }, metadata: context.command },
    context,
    0,
  );
  return {
    id: documentId,
    version: 1,
    sha256: file.sha256,
    status: statusOf(events[0]),
    consistencyToken: formatPosition(result!.position),
  };
};

const statusOf = (event: DocumentEvent | undefined) =>
  event && 'needsApproval' in event.data && event.data.needsApproval
    ? ('pending' as const)
    : ('published' as const);

export const uploadDocumentVersion = async (
  store: EventStore,
  documentId: string,
  file: UploadedFile,
  changeNote: string | null,
  context: CommandContext,
) => {
  const { result, events } = await run(
    store,
    documentId,
    { type: 'UploadDocumentVersion', data: { file, changeNote }, metadata: context.command },
    context,
  );
  const version = events[0]?.type === 'DocumentVersionUploaded' ? events[0].data.file.version : 0;
  return {
    id: documentId,
    version,
    sha256: file.sha256,
    status: statusOf(events[0]),
    consistencyToken: formatPosition(result!.position),
  };
};

/** An administrator or safety officer puts a waiting version in force, or rejects it with a reason. */
export const decideVersion = async (
  store: EventStore,
  documentId: string,
  decision: { approve: ApproveVersionBody } | { reject: RejectVersionBody },
  context: CommandContext,
) => {
  const command: DocumentCommand =
    'approve' in decision
      ? { type: 'ApproveDocumentVersion', data: decision.approve, metadata: context.command }
      : { type: 'RejectDocumentVersion', data: decision.reject, metadata: context.command };
  const { result } = await run(store, documentId, command, context);
  return { consistencyToken: result ? formatPosition(result.position) : null };
};

export const setSignatureRequirement = async (
  store: EventStore,
  documentId: string,
  body: SignatureRequirementBody,
  context: CommandContext,
) => {
  const { result } = await run(
    store,
    documentId,
    {
      type: 'SetSignatureRequirement',
      data: {
        requiresSignature: body.requiresSignature,
        deadline: body.deadline ?? null,
        instructions: body.instructions ?? null,
        departments: body.departments ?? [],
        roles: body.roles ?? [],
      },
      metadata: context.command,
    },
    context,
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};

/** SignDocument for the signed-in user; the drawn image must be a real PNG of bounded size. */
export const signDocument = async (store: EventStore, body: SignDocumentBody, context: CommandContext) => {
  const problem = signatureImageProblem(body.signatureData);
  if (problem) {
    throw new HttpProblem(400, 'Invalid signature', problem, [{ field: 'signatureData', reason: problem }]);
  }
  const signatureId = newId();
  const { result, events } = await run(
    store,
    body.documentId,
    {
      type: 'SignDocument',
      data: {
        signatureId,
        signatureImage: body.signatureData,
        acknowledged: body.acknowledged,
        expectedVersion: body.documentVersion ?? null,
      },
      metadata: context.command,
    },
    context,
  );
  const signed = events[0];
  if (signed?.type !== 'DocumentSigned') throw new DomainError('DocumentNotFound', 'No such document.');
  return {
    id: signatureId,
    documentId: body.documentId,
    documentVersion: signed.data.documentVersion,
    documentSha256: signed.data.documentSha256,
    signedAt: signed.data.signedAt,
    consistencyToken: formatPosition(result!.position),
  };
};

/** An administrator takes a document out of the library; its versions and signatures are kept. */
export const retireDocument = async (
  store: EventStore,
  documentId: string,
  body: RetireDocumentBody,
  context: CommandContext,
) => {
  const { result } = await run(
    store,
    documentId,
    { type: 'RetireDocument', data: { reason: body.reason }, metadata: context.command },
    context,
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};
