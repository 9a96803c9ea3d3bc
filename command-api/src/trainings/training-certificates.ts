import { documentMessages, RecordCertificateFields } from '@hs/contracts';
import {
  DomainError,
  trainingCertificateDecider,
  trainingCertificateStreamId,
  trainingStreamId,
  type CertificateFile,
  type SubmitTrainingCertificate,
  type TrainingCertificateCommand,
  type TrainingCreated,
} from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { HttpProblem, type FieldError } from '@hs/infra/http';
import { newId } from '@hs/infra/ids';
import { handleCommand } from '../commands/handle-command.ts';
import type { ReceivedUpload } from '../documents/receive-upload.ts';
import { loadEmployee } from '../employees/employee-repository.ts';
import type { CommandContext } from '../http/command-context.ts';

/** The text fields of the upload, each refusal naming its field (and the file when none came). */
export const certificateFieldsOf = async (upload: ReceivedUpload): Promise<RecordCertificateFields> => {
  const parsed = RecordCertificateFields.safeParse(upload.fields);
  const errors: FieldError[] = (parsed.error?.issues ?? []).flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((field) => ({ field, reason: 'Unknown field' }))
      : [{ field: String(issue.path[0] ?? 'body'), reason: issue.message }],
  );
  if (!upload.file) errors.push({ field: 'file', reason: documentMessages.fileRequired });
  if (errors.length > 0) {
    await upload.file?.staged.discard();
    const detail = errors.length === 1 ? errors[0]!.reason : 'Some fields are missing or invalid.';
    throw new HttpProblem(400, 'Invalid request', detail, errors);
  }
  return parsed.data!;
};

/** The course's title from its own stream, or null when there is no such course. */
const courseOf = async (store: EventStore, trainingId: string) => {
  const [created] = await store.readStream(trainingStreamId(trainingId), { toVersion: 1 });
  return created ? { title: (created.data as TrainingCreated['data']).title } : null;
};

/**
 * The submission the fields describe, for a file still to be checked; refused (before any file is
 * stored) when the holder is unknown or the decider would refuse it.
 */
export const certificateSubmission = async (
  store: EventStore,
  fields: RecordCertificateFields,
  context: CommandContext,
): Promise<(file: CertificateFile) => SubmitTrainingCertificate> => {
  const holder = fields.userId ?? context.command.userId ?? '';
  const { userId: _, ...details } = fields;
  if ((await loadEmployee(store, holder)).state.status === 'none') {
    throw new DomainError('UnknownEmployee', 'Choose an employee from the list.', ['userId']);
  }
  const course = await courseOf(store, fields.trainingId);
  const submission = (file: CertificateFile): SubmitTrainingCertificate => ({
    type: 'SubmitTrainingCertificate',
    data: { ...details, certificateId: newId(), userId: holder, course, file },
    metadata: context.command,
  });
  const noFile = { sha256: '', size: 0, mediaType: '', fileType: '', originalName: '' };
  // A dry run refuses in the decider's own words before the file reaches the blob store.
  trainingCertificateDecider.decide(submission(noFile), trainingCertificateDecider.initialState);
  return submission;
};

const run = async (
  store: EventStore,
  certificateId: string,
  command: TrainingCertificateCommand,
  context: CommandContext,
  newStream = false,
) => {
  const { result } = await handleCommand(
    store,
    trainingCertificateStreamId(certificateId),
    trainingCertificateDecider,
    command,
    context.event(command.type),
    { newStream },
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};

export const submitCertificate = async (
  store: EventStore,
  command: SubmitTrainingCertificate,
  context: CommandContext,
) => {
  const { consistencyToken } = await run(store, command.data.certificateId, command, context, true);
  // A new stream always takes the one event, so a position exists.
  return { id: command.data.certificateId, consistencyToken: consistencyToken! };
};

export const acceptCertificate = (store: EventStore, id: string, context: CommandContext) =>
  run(store, id, { type: 'AcceptTrainingCertificate', data: {}, metadata: context.command }, context);

export const rejectCertificate = (store: EventStore, id: string, reason: string, context: CommandContext) =>
  run(store, id, { type: 'RejectTrainingCertificate', data: { reason }, metadata: context.command }, context);
