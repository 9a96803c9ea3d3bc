import { documentDecider, documentStreamId, type DocumentCommand, type DocumentEvent } from '@hs/domain';
import type { EventStore } from '@hs/infra/event-store';
import { handleCommand } from '../commands/handle-command.ts';
import type { CommandContext } from '../http/command-context.ts';

/** Decides a document command on its stream and appends the result. */
export const runDocumentCommand = (
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

/** What the upload's answer reports: a version that needs approval waits, any other is published. */
export const statusOf = (event: DocumentEvent | undefined) =>
  event && 'needsApproval' in event.data && event.data.needsApproval
    ? ('pending' as const)
    : ('published' as const);
