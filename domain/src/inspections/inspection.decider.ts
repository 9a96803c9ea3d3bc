import { DomainError } from '../shared/domain-error.ts';
import type { InspectionCommand } from './inspection.commands.ts';
import type { InspectionEvent, InspectionStarted } from './inspection.events.ts';
import {
  answerProblem,
  questionsOf,
  scoreInspection,
  type InspectionQuestion,
  type InspectionStatus,
  type RecordedAnswer,
} from './inspection.vocabulary.ts';

export type Inspection =
  | { status: 'none' }
  | (InspectionStarted['data'] & {
      status: InspectionStatus;
      answers: Record<string, RecordedAnswer>;
    });

export const initialState: Inspection = { status: 'none' };

export const evolve = (state: Inspection, event: InspectionEvent): Inspection => {
  if (event.type === 'InspectionStarted') return { ...event.data, status: 'in-progress', answers: {} };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'InspectionAnswerRecorded':
    case 'InspectionCorrected': {
      const { questionId, value, note } = event.data;
      return { ...state, answers: { ...state.answers, [questionId]: { value, note } } };
    }
    case 'InspectionPhotoAttached':
    case 'InspectionSignedOff':
      return state;
    case 'InspectionCompleted':
      return { ...state, status: 'completed' };
  }
};

type Started = Exclude<Inspection, { status: 'none' }>;

const started = (state: Inspection): Started => {
  if (state.status === 'none') throw new DomainError('InspectionNotFound', 'No such inspection.');
  return state;
};

const questionOf = (state: Started, questionId: string): InspectionQuestion => {
  const found = questionsOf(state.template.sections).find((q) => q.question.id === questionId);
  if (!found)
    throw new DomainError('UnknownQuestion', 'This inspection has no such question.', ['questionId']);
  return found.question;
};

const requireFitting = (question: InspectionQuestion, value: string | null): void => {
  const problem = answerProblem(question, value);
  if (problem) throw new DomainError('InvalidAnswer', problem, ['value']);
};

const requireInProgress = (state: Started): void => {
  if (state.status === 'completed')
    throw new DomainError(
      'InspectionAlreadyCompleted',
      'This inspection is completed and cannot change; correct an answer with a reason instead.',
    );
};

export const decide = (command: InspectionCommand, state: Inspection): InspectionEvent[] => {
  const { now, userId, userName } = command.metadata;
  const by = userId ?? '';
  switch (command.type) {
    case 'StartInspection':
      // Starting an occurrence twice resumes it: the stream id is derived from the occurrence.
      if (state.status !== 'none') throw new DomainError('InspectionAlreadyStarted');
      return [{ type: 'InspectionStarted', data: { ...command.data, startedAt: now } }];
    case 'AnswerInspectionQuestion': {
      const inspection = started(state);
      requireInProgress(inspection);
      const { questionId, value, note } = command.data;
      requireFitting(questionOf(inspection, questionId), value);
      const previous = inspection.answers[questionId];
      if (previous && previous.value === value && previous.note === note) return [];
      return [
        {
          type: 'InspectionAnswerRecorded',
          data: { questionId, value, note, answeredBy: by, answeredAt: now },
        },
      ];
    }
    case 'AttachInspectionPhoto': {
      const inspection = started(state);
      requireInProgress(inspection);
      questionOf(inspection, command.data.questionId);
      return [
        { type: 'InspectionPhotoAttached', data: { ...command.data, attachedBy: by, attachedAt: now } },
      ];
    }
    case 'CompleteInspection': {
      const inspection = started(state);
      requireInProgress(inspection);
      const unanswered = questionsOf(inspection.template.sections)
        .map(({ question }) => question.id)
        .filter((id) => !(id in inspection.answers));
      if (unanswered.length > 0)
        throw new DomainError(
          'MissingRequiredInformation',
          `Answer every question (N/A where it does not apply): ${unanswered.length} left.`,
          unanswered.map((id) => `answers.${id}`),
        );
      const { localToday, signOff } = command.data;
      return [
        {
          type: 'InspectionSignedOff',
          data: { signedBy: by, signedByName: signOff.name, signedAt: now, attestation: signOff.attestation },
        },
        {
          type: 'InspectionCompleted',
          data: {
            ...scoreInspection(inspection.template.sections, inspection.answers),
            completedBy: by,
            completedAt: now,
            completedOn: localToday,
            onTime: inspection.occurrence === null ? null : localToday <= inspection.occurrence.periodEnd,
          },
        },
      ];
    }
    case 'CorrectInspection': {
      const inspection = started(state);
      if (inspection.status !== 'completed')
        throw new DomainError(
          'InspectionNotCompleted',
          'Change the answer directly: the inspection is still in progress.',
        );
      const { questionId, value, note, reason } = command.data;
      requireFitting(questionOf(inspection, questionId), value);
      const previous = inspection.answers[questionId] ?? { value: null, note: null };
      const answers = { ...inspection.answers, [questionId]: { value, note } };
      return [
        {
          type: 'InspectionCorrected',
          data: {
            ...scoreInspection(inspection.template.sections, answers),
            questionId,
            previous,
            value,
            note,
            reason,
            correctedBy: by,
            correctedByName: userName ?? '',
            correctedAt: now,
          },
        },
      ];
    }
  }
};
