import type { InspectionTemplateBody, TemplateQuestionInput } from '@hs/contracts';
import {
  inspectionTemplateDecider,
  inspectionTemplateStreamId,
  withQuestionIds,
  type InspectionQuestion,
  type InspectionTemplate,
  type InspectionTemplateEvent,
  type TemplateContent,
} from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { handleCommand } from '../commands/handle-command.ts';
import type { CommandContext } from '../http/command-context.ts';
import { createKeyed } from './keyed-create.ts';

/** A question as the domain keeps it: only the fields of its kind. */
const questionOf = (q: TemplateQuestionInput & { id: string }): InspectionQuestion => {
  const base = { id: q.id, text: q.text, raisesFinding: q.raisesFinding };
  switch (q.kind) {
    case 'yes-no':
      return { ...base, kind: 'yes-no', failsOn: q.failsOn ?? 'no' };
    case 'number':
      return { ...base, kind: 'number', min: q.min ?? null, max: q.max ?? null, unit: q.unit || null };
    case 'choice':
      return { ...base, kind: 'choice', choices: q.choices ?? [], failingChoices: q.failingChoices ?? [] };
    case 'text':
      return { ...base, kind: 'text' };
  }
};

export const templateContentOf = (body: InspectionTemplateBody): TemplateContent => ({
  title: body.title,
  category: body.category,
  sections: withQuestionIds(body.sections).map((section) => ({
    title: section.title,
    questions: section.questions.map(questionOf),
  })),
});

export const loadTemplate = async (store: EventStore, templateId: string): Promise<InspectionTemplate> =>
  (await store.readStream(inspectionTemplateStreamId(templateId))).reduce(
    (s, e) => inspectionTemplateDecider.evolve(s, { type: e.type, data: e.data } as InspectionTemplateEvent),
    inspectionTemplateDecider.initialState,
  );

/** A keyed creation derives the stream from the key, so a retry replays the first answer. */
export const createInspectionTemplate = async (
  store: EventStore,
  body: InspectionTemplateBody,
  context: CommandContext,
  idempotencyKey: string | undefined,
) =>
  createKeyed(
    store,
    'inspectionTemplate',
    inspectionTemplateStreamId,
    body,
    context,
    idempotencyKey,
    async (id, keyed) => {
      const { result } = await handleCommand(
        store,
        inspectionTemplateStreamId(id),
        inspectionTemplateDecider,
        {
          type: 'CreateInspectionTemplate',
          data: { ...templateContentOf(body), templateId: id },
          metadata: context.command,
        },
        { ...context.event('CreateInspectionTemplate'), ...keyed },
        { newStream: true, expected: 0 },
      );
      return result!.position;
    },
  );

export const reviseInspectionTemplate = async (
  store: EventStore,
  templateId: string,
  body: InspectionTemplateBody,
  context: CommandContext,
) => {
  const { result } = await handleCommand(
    store,
    inspectionTemplateStreamId(templateId),
    inspectionTemplateDecider,
    { type: 'ReviseInspectionTemplate', data: templateContentOf(body), metadata: context.command },
    context.event('ReviseInspectionTemplate'),
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};
