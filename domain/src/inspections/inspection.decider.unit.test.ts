import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import * as templates from './inspection-template.decider.ts';
import { decide, evolve, initialState } from './inspection.decider.ts';
import type { InspectionCommand } from './inspection.commands.ts';
import type { InspectionEvent, InspectionStarted, InspectionTemplateEvent } from './inspection.events.ts';
import type { InspectionSection, TemplateContent } from './inspection.vocabulary.ts';
import { givenEvents } from '../shared/given-events.ts';

const inspector: CommandMetadata = {
  now: '2026-11-26T14:00:00.000Z',
  today: '2026-11-26',
  userId: 'emp-1',
  userName: 'Sam Lee',
  role: 'employee',
};
const given = givenEvents(
  { decide, evolve, initialState },
  (command: Omit<InspectionCommand, 'metadata'>) =>
    ({ ...command, metadata: inspector }) as InspectionCommand,
);

const forkliftV1: InspectionSection[] = [
  {
    title: 'Before the shift',
    questions: [
      { id: 'horn', text: 'Horn works', kind: 'yes-no', failsOn: 'no', raisesFinding: true },
      { id: 'leaks', text: 'Hydraulic leaks', kind: 'yes-no', failsOn: 'yes', raisesFinding: true },
      {
        id: 'tires',
        text: 'Tire pressure',
        kind: 'number',
        min: 80,
        max: 100,
        unit: 'psi',
        raisesFinding: true,
      },
      {
        id: 'forks',
        text: 'Forks',
        kind: 'choice',
        choices: ['Good', 'Worn', 'Cracked'],
        failingChoices: ['Cracked'],
        raisesFinding: false,
      },
      {
        id: 'hours',
        text: 'Hour meter',
        kind: 'number',
        min: null,
        max: null,
        unit: 'h',
        raisesFinding: false,
      },
      { id: 'remarks', text: 'Remarks', kind: 'text', raisesFinding: false },
    ],
  },
];
const v1: TemplateContent = { title: 'Forklift pre-shift check', category: 'vehicle', sections: forkliftV1 };

const started = (occurrence: InspectionStarted['data']['occurrence'] = null): InspectionEvent => ({
  type: 'InspectionStarted',
  data: {
    inspectionId: 'insp-1',
    templateId: 'tpl-1',
    templateVersion: 1,
    template: v1,
    establishmentId: 'est-1',
    establishmentName: 'Plant 2',
    timeZone: 'America/Chicago',
    area: 'Dock',
    occurrence,
    inspectorId: 'emp-1',
    inspectorName: 'Sam Lee',
    inspectorDepartment: 'Warehouse',
    startedAt: inspector.now,
  },
});
const answered = (questionId: string, value: string | null, note: string | null = null): InspectionEvent => ({
  type: 'InspectionAnswerRecorded',
  data: { questionId, value, note, answeredBy: 'emp-1', answeredAt: inspector.now },
});
const signOff = { name: 'Sam Lee', attestation: 'The answers are a true record.' };
const completing = (localToday: string) => ({
  type: 'CompleteInspection' as const,
  data: { localToday, signOff },
});
const allAnswered = [
  answered('horn', 'yes'),
  answered('leaks', 'yes', 'Drip under the mast'),
  answered('tires', '120'),
  answered('forks', 'Cracked'),
  answered('hours', '1532'),
  answered('remarks', null),
];

describe('given an inspection in progress', () => {
  it('when a question is answered, then the answer is recorded at once', () => {
    expect(
      given(started()).when({
        type: 'AnswerInspectionQuestion',
        data: { questionId: 'horn', value: 'no', note: 'Silent' },
      }),
    ).toEqual([answered('horn', 'no', 'Silent')]);
  });
  it('when a number question gets text, then the value is refused', () => {
    expect(() =>
      given(started()).when({
        type: 'AnswerInspectionQuestion',
        data: { questionId: 'tires', value: 'flat', note: null },
      }),
    ).toThrow(expect.objectContaining({ code: 'InvalidAnswer', fields: ['value'] }));
  });
  it('when it is completed with a question unanswered, then the question is named', () => {
    expect(() => given(started(), ...allAnswered.slice(1)).when(completing('2026-11-26'))).toThrow(
      expect.objectContaining({ code: 'MissingRequiredInformation', fields: ['answers.horn'] }),
    );
  });
  it('when it is completed, then N/A is left out, out-of-range and failing answers fail, and each failing flagged question is one finding', () => {
    const [, completed] = given(
      started(),
      ...allAnswered,
      answered('leaks', 'yes', 'Drip under the mast'),
    ).when(completing('2026-11-26'));
    // 5 applicable (remarks N/A); horn and hours pass, leaks, tires (120 > 100) and forks fail.
    expect(completed).toMatchObject({
      type: 'InspectionCompleted',
      data: { passed: 2, applicable: 5, score: 40, onTime: null, completedOn: '2026-11-26' },
    });
    const findings = (completed!.data as { findings: { findingId: string; note: string | null }[] }).findings;
    expect(findings.map((f) => f.findingId)).toEqual(['leaks', 'tires']);
    expect(findings[0]!.note).toBe('Drip under the mast');
  });
  it('when it is completed, then the inspector signs off first: their name, the time and what they attest', () => {
    const [signed] = given(started(), ...allAnswered).when(completing('2026-11-26'));
    expect(signed).toEqual({
      type: 'InspectionSignedOff',
      data: {
        signedBy: 'emp-1',
        signedByName: 'Sam Lee',
        signedAt: inspector.now,
        attestation: 'The answers are a true record.',
      },
    });
  });
  it('when a due occurrence is completed after its period, then it is not on time', () => {
    const occurrence = { scheduleId: 's-1', periodStart: '2026-11-25', periodEnd: '2026-11-25' };
    const late = given(started(occurrence), ...allAnswered).when(completing('2026-11-26'));
    const inTime = given(started(occurrence), ...allAnswered).when(completing('2026-11-25'));
    expect([late[1]!.data, inTime[1]!.data]).toMatchObject([{ onTime: false }, { onTime: true }]);
  });
});

describe('given a completed inspection', () => {
  const done = [
    started(),
    ...allAnswered,
    ...given(started(), ...allAnswered).when(completing('2026-11-26')),
  ];
  it('when someone answers again, then it is refused: a completed inspection is immutable', () => {
    expect(() =>
      given(...done).when({
        type: 'AnswerInspectionQuestion',
        data: { questionId: 'horn', value: 'no', note: null },
      }),
    ).toThrow(expect.objectContaining({ code: 'InspectionAlreadyCompleted' }));
  });
  it('when an answer is corrected with a reason, then the score and findings are recomputed and the old answer kept', () => {
    const [corrected] = given(...done).when({
      type: 'CorrectInspection',
      data: { questionId: 'tires', value: '90', note: 'Gauge misread', reason: 'Read 120 for 90' },
    });
    expect(corrected).toMatchObject({
      type: 'InspectionCorrected',
      data: {
        previous: { value: '120', note: null },
        value: '90',
        reason: 'Read 120 for 90',
        passed: 3,
        applicable: 5,
        score: 60,
      },
    });
    expect(
      (corrected!.data as { findings: { findingId: string }[] }).findings.map((f) => f.findingId),
    ).toEqual(['leaks']);
  });
});

describe('template versions', () => {
  const created: InspectionTemplateEvent = {
    type: 'InspectionTemplateCreated',
    data: { ...v1, templateId: 'tpl-1', version: 1, createdAt: inspector.now },
  };
  const v2: TemplateContent = {
    ...v1,
    sections: [
      {
        title: 'Before the shift',
        questions: [{ id: 'belt', text: 'Seat belt', kind: 'yes-no', failsOn: 'no', raisesFinding: true }],
      },
    ],
  };
  it('an edit appends version 2, and an inspection started on version 1 completes on version 1', () => {
    const revised = templates.decide(
      { type: 'ReviseInspectionTemplate', data: v2, metadata: inspector },
      templates.evolve(templates.initialState, created),
    );
    expect(revised).toMatchObject([
      { type: 'InspectionTemplateRevised', data: { version: 2, sections: v2.sections } },
    ]);
    const [, completed] = given(started(), ...allAnswered).when(completing('2026-11-26'));
    expect(completed).toMatchObject({ data: { applicable: 5 } });
  });
  it('a choice question whose failing choice is not a choice is refused', () => {
    const broken: TemplateContent = {
      ...v1,
      sections: [
        {
          title: 'A',
          questions: [
            {
              id: 'q1',
              text: 'Forks',
              kind: 'choice',
              choices: ['Good', 'Worn'],
              failingChoices: ['Bent'],
              raisesFinding: true,
            },
          ],
        },
      ],
    };
    expect(() =>
      templates.decide(
        { type: 'CreateInspectionTemplate', data: { ...broken, templateId: 't' }, metadata: inspector },
        templates.initialState,
      ),
    ).toThrow(expect.objectContaining({ code: 'InvalidTemplate' }));
  });
  it('questions sent without an id get one that no other question of the template has', () => {
    const sections = templates.withQuestionIds([{ title: 'A', questions: [{ id: 'q1' }, {}, { id: null }] }]);
    expect(sections[0]!.questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3']);
  });
});
