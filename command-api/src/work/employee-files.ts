import {
  employeeFileDecider,
  employeeFileStreamId,
  type EmployeeFileCommand,
  type EmployeeFileEvent,
  type SubmittedFile,
} from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { handleCommand } from '../commands/handle-command.ts';
import type { CommandContext } from '../http/command-context.ts';

const run = async (
  store: EventStore,
  requirementId: string,
  command: EmployeeFileCommand,
  context: CommandContext,
) => {
  const { result } = await handleCommand(
    store,
    employeeFileStreamId(requirementId),
    employeeFileDecider,
    command,
    context.event(command.type),
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};

/**
 * Refuses an upload before its body is read: the request must exist, be the uploader's own and be
 * waiting for a file (requested or rejected). The decider checks the same again on append.
 */
export const requireUploadableRequest = async (
  store: EventStore,
  requirementId: string,
  context: CommandContext,
) => {
  const state = (await store.readStream(employeeFileStreamId(requirementId))).reduce(
    (s, e) => employeeFileDecider.evolve(s, { type: e.type, data: e.data } as EmployeeFileEvent),
    employeeFileDecider.initialState,
  );
  // Probing with a dry-run submission gives the same refusals, in the same words, as the real one.
  employeeFileDecider.decide(
    {
      type: 'SubmitEmployeeFile',
      data: { file: { sha256: '', size: 0, mediaType: '', fileType: '', originalName: '' } },
      metadata: context.command,
    },
    state,
  );
};

export const submitRequestedFile = async (
  store: EventStore,
  requirementId: string,
  file: SubmittedFile,
  context: CommandContext,
) =>
  run(
    store,
    requirementId,
    { type: 'SubmitEmployeeFile', data: { file }, metadata: context.command },
    context,
  );

export const acceptRequestedFile = async (
  store: EventStore,
  requirementId: string,
  context: CommandContext,
) => run(store, requirementId, { type: 'AcceptEmployeeFile', data: {}, metadata: context.command }, context);

export const rejectRequestedFile = async (
  store: EventStore,
  requirementId: string,
  reason: string,
  context: CommandContext,
) =>
  run(
    store,
    requirementId,
    { type: 'RejectEmployeeFile', data: { reason }, metadata: context.command },
    context,
  );
