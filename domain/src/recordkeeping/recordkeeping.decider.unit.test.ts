import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import { daysSinceInjury, decide, evolve, initialState } from './recordkeeping.decider.ts';
import { caseDecision, type RecordkeepingDecision } from './recordkeeping.decision.ts';
import { noAnswers } from './recording-answers.ts';
import { plainAnswersFor } from './plain-answers.ts';
import type { RecordkeepingEvent } from './recordkeeping.events.ts';
import { givenEvents } from '../shared/given-events.ts';

const metadata: CommandMetadata = {
  now: '2026-11-26T10:00:00.000Z',
  today: '2026-11-26',
  userId: 'u-officer',
  userName: 'Olivia Officer',
  role: 'safety-officer',
};

const decisionParts: Partial<RecordkeepingDecision> = {
  outcome: 'days-away',
  daysAway: 3,
  daysRestricted: 2,
  jobTitle: 'Welder',
  bodyPart: 'Left hand',
  activityBefore: 'Grinding a weld seam',
  whatHappened: 'The grinder kicked back',
  objectOrSubstance: 'Angle grinder',
  treatedInEmergencyRoom: true,
};
const decision = caseDecision(decisionParts);

const given = givenEvents(
  { decide, evolve, initialState },
  (change: Partial<RecordkeepingDecision>, reason: string | null = null) => ({
    type: 'DecideRecordkeeping' as const,
    // The plain answers of the decision as changed, unless the change brings answers of its own.
    data: {
      incidentId: 'i-1',
      injuryDate: '2026-11-16',
      decision: caseDecision({ ...decisionParts, ...change }),
      reason,
    },
    metadata,
  }),
);

const [first] = given().when({});

describe('a first recordkeeping decision', () => {
  it('is recorded with its author and time and needs no reason', () => {
    expect(first).toMatchObject({
      type: 'RecordkeepingDecided',
      data: { decision, reason: null, decidedBy: 'u-officer', decidedByName: 'Olivia Officer' },
    });
    expect(first?.data.changed).toContain('recordable');
  });

  it('refuses work-relatedness other than the answers give (1904.5)', () => {
    expect(() =>
      given().when({ workRelated: false, recordable: false, answers: decision.answers }),
    ).toThrowError(expect.objectContaining({ code: 'RecordkeepingInconsistent', fields: ['workRelated'] }));
    const coldAnswers = { ...noAnswers, workEnvironmentEvent: true, exception: 'cold-or-flu' as const };
    expect(() =>
      given().when({
        workRelated: false,
        recordable: false,
        workRelatednessException: 'general-public',
        answers: coldAnswers,
      }),
    ).toThrowError(expect.objectContaining({ fields: ['workRelatednessException'] }));
  });

  it('takes a case outside the work environment as not work-related without an exception', () => {
    const [event] = given().when({ workRelated: false, recordable: false });
    expect(event?.data.decision).toMatchObject({ workRelated: false, workRelatednessException: null });
  });

  it('refuses a recordable case that is not work-related or not new', () => {
    expect(() => given().when({ workRelated: false, workRelatednessException: 'cold-or-flu' })).toThrowError(
      expect.objectContaining({ code: 'RecordkeepingInconsistent', fields: ['recordable'] }),
    );
    expect(() => given().when({ newCase: false })).toThrowError(
      expect.objectContaining({ fields: ['recordable'] }),
    );
  });

  it('stores a not-recordable case without outcome, days or case type', () => {
    const [event] = given().when({ recordable: false });
    expect(event?.data.decision).toMatchObject({
      outcome: null,
      caseType: null,
      daysAway: 0,
      daysRestricted: 0,
    });
  });
});

describe('a death', () => {
  it('needs the date of death', () => {
    expect(() => given().when({ outcome: 'death' })).toThrowError(
      expect.objectContaining({ code: 'MissingRequiredInformation', fields: ['dateOfDeath'] }),
    );
  });
  it('refuses a date of death before the day of injury or after today', () => {
    expect(() => given().when({ outcome: 'death', dateOfDeath: '2026-11-15' })).toThrowError(
      expect.objectContaining({ code: 'DateOutOfRange', fields: ['dateOfDeath'] }),
    );
    expect(() => given().when({ outcome: 'death', dateOfDeath: '2026-11-27' })).toThrowError(
      expect.objectContaining({ fields: ['dateOfDeath'] }),
    );
  });
  it('is recorded with a date between the injury and today', () => {
    const [event] = given().when({ outcome: 'death', dateOfDeath: '2026-11-20' });
    expect(event?.data.decision.dateOfDeath).toBe('2026-11-20');
  });
});

describe('counting days', () => {
  it('does not count the day of injury', () => {
    expect(daysSinceInjury('2026-11-16', '2026-11-26')).toBe(10);
    expect(daysSinceInjury('2026-11-26', '2026-11-26')).toBe(0);
    expect(daysSinceInjury('2026-02-28', '2026-03-01')).toBe(1);
  });
  it('refuses more days than calendar days since the day of injury', () => {
    expect(() => given().when({ daysAway: 8, daysRestricted: 3 })).toThrowError(
      expect.objectContaining({ code: 'RecordkeepingInconsistent', fields: ['daysAway', 'daysRestricted'] }),
    );
    expect(given().when({ daysAway: 8, daysRestricted: 2 })).toHaveLength(1);
  });
  it('says "1 calendar day has passed" the day after the injury, not "1 calendar days have"', () => {
    const dayAfter = (daysAway: number) =>
      decide(
        {
          type: 'DecideRecordkeeping',
          data: {
            incidentId: 'i-1',
            injuryDate: '2026-11-25',
            decision: { ...decision, daysAway },
            reason: null,
          },
          metadata,
        },
        initialState,
      );
    expect(() => dayAfter(3)).toThrowError(
      'Only 1 calendar day has passed since the day of injury (which is not counted).',
    );
  });
  it('refuses more than 180 days away and restricted together', () => {
    const command = (daysAway: number) =>
      decide(
        {
          type: 'DecideRecordkeeping',
          data: {
            incidentId: 'i-1',
            injuryDate: '2025-01-01',
            decision: { ...decision, daysAway, daysRestricted: 0 },
            reason: null,
          },
          metadata,
        },
        initialState,
      );
    expect(command(180)).toHaveLength(1);
    expect(() => command(181)).toThrowError(
      expect.objectContaining({ fields: ['daysAway', 'daysRestricted'] }),
    );
  });
  it('matches the days to the outcome', () => {
    expect(() => given().when({ daysAway: 0 })).toThrowError(
      expect.objectContaining({ fields: ['daysAway'] }),
    );
    expect(() => given().when({ outcome: 'job-transfer-restriction' })).toThrowError(
      expect.objectContaining({ fields: ['outcome'] }),
    );
    expect(() => given().when({ outcome: 'other-recordable' })).toThrowError(
      expect.objectContaining({ fields: ['outcome'] }),
    );
  });
});

describe('given an earlier decision', () => {
  it('a change to the classification needs a reason', () => {
    expect(() => given(first!).when({ caseType: 'skin-disorder' })).toThrowError(
      expect.objectContaining({ code: 'MissingRequiredInformation', fields: ['reason'] }),
    );
  });
  it('with a reason, records only what changed', () => {
    const [event] = given(first!).when(
      { caseType: 'skin-disorder' },
      '  Dermatitis confirmed by the clinic ',
    );
    expect(event?.data).toMatchObject({
      changed: ['caseType'],
      reason: 'Dermatitis confirmed by the clinic',
    });
  });
  it('days updated as the case goes on need no reason', () => {
    const [event] = given(first!).when({ daysAway: 5 });
    expect(event?.data).toMatchObject({ changed: ['daysAway'], reason: null });
  });
  it('the same decision again records nothing', () => {
    expect(given(first!).when({})).toEqual([]);
  });
});

describe('given a decision recorded before the Form 301 fields existed', () => {
  const { employeeStreet: _, timeBeganWork: __, ...older } = decision;
  const stored = {
    type: 'RecordkeepingDecided',
    data: { ...first!.data, decision: older as RecordkeepingDecision },
  } as RecordkeepingEvent;

  it('reads the missing fields as empty, so the same decision sent again records nothing', () => {
    expect(evolve(initialState, stored).decision).toMatchObject({
      employeeStreet: null,
      timeBeganWork: null,
    });
    expect(given(stored).when({})).toEqual([]);
  });

  it('records a Form 301 field filled in later as a change that names it', () => {
    const [filled] = given(stored).when({ timeBeganWork: '06:30' }, 'Shift start from the time sheet');
    expect(filled?.data.changed).toEqual(['timeBeganWork']);
  });
});

describe('given a decision recorded before amputation or loss of an eye was asked', () => {
  const { amputationOrLossOfEye: _, ...olderDecision } = decision;
  const older = { ...first!, data: { ...first!.data, decision: olderDecision as RecordkeepingDecision } };

  it('the same decision sent again with "no" changes nothing and needs no reason', () => {
    expect(given(older).when({ amputationOrLossOfEye: false })).toEqual([]);
  });

  it('marking the amputation is a change of the decision, so it needs a reason', () => {
    expect(() => given(older).when({ amputationOrLossOfEye: true })).toThrowError(
      expect.objectContaining({ code: 'MissingRequiredInformation', fields: ['reason'] }),
    );
  });
});

describe('the guided answers', () => {
  const firstAidOnly = {
    ...plainAnswersFor({ workRelated: true, recordable: false, outcome: null }),
    noTreatment: false,
    firstAid: ['wound-covering' as const],
  };

  it('are required, and each one the steps still want is named', () => {
    expect(() => given().when({ answers: null })).toThrowError(
      expect.objectContaining({ code: 'MissingRequiredInformation', fields: ['answers'] }),
    );
    expect(() => given().when({ answers: { ...decision.answers!, newCase: null } })).toThrowError(
      expect.objectContaining({ fields: ['answers.newCase'] }),
    );
  });

  it('are stored with the decision, without the answers of steps the decision never reached', () => {
    const answers = { ...firstAidOnly, exception: 'cold-or-flu' as const };
    const [event] = given().when({
      workRelated: false,
      workRelatednessException: 'cold-or-flu',
      recordable: false,
      answers,
    });
    expect(event?.data.decision.answers).toEqual({
      ...noAnswers,
      workEnvironmentEvent: true,
      exception: 'cold-or-flu',
    });
  });

  it('an outcome other than the answers give needs a reason for the departure', () => {
    expect(() => given().when({ answers: firstAidOnly })).toThrowError(
      expect.objectContaining({ code: 'MissingRequiredInformation', fields: ['departureReason'] }),
    );
    const [event] = given().when({
      answers: firstAidOnly,
      departureReason: ' Physician ordered a rigid splint ',
    });
    expect(event?.data.decision).toMatchObject({
      recordable: true,
      outcome: 'days-away',
      departureReason: 'Physician ordered a rigid splint',
    });
  });

  it('a classification other than the answers give is a departure too', () => {
    const otherRecordable = plainAnswersFor({
      workRelated: true,
      recordable: true,
      outcome: 'other-recordable',
    });
    expect(() => given().when({ answers: otherRecordable })).toThrowError(
      expect.objectContaining({ fields: ['departureReason'] }),
    );
  });

  it('a reason given where the outcome follows the answers is not kept', () => {
    const [event] = given().when({ departureReason: 'No departure here' });
    expect(event?.data.decision.departureReason).toBeNull();
  });

  it('an earlier decision answered differently is a change that needs a reason', () => {
    const answers = { ...decision.answers!, lossOfConsciousness: true };
    expect(() => given(first!).when({ answers })).toThrowError(
      expect.objectContaining({ fields: ['reason'] }),
    );
    expect(given(first!).when({ answers }, 'Fainted on the way to the clinic')[0]?.data.changed).toEqual([
      'answers',
    ]);
  });
});

describe('given a decision recorded before the guided answers', () => {
  const { answers: _, departureReason: __, ...olderDecision } = decision;
  const older = { ...first!, data: { ...first!.data, decision: olderDecision as RecordkeepingDecision } };

  it('reads the answers as none', () => {
    expect(evolve(initialState, older).decision?.answers).toBeNull();
  });

  it('answering the questions for it, with the days updated, needs no reason', () => {
    const [event] = given(older).when({ daysAway: 4 });
    expect(event?.data).toMatchObject({ changed: ['daysAway', 'answers'], reason: null });
  });
});

describe('a privacy case (29 CFR 1904.29(b)(7))', () => {
  it('at the employee’s request is refused on an injury, naming the field', () => {
    expect(() => given().when({ caseType: 'injury', privacyCase: 'illness-employee-request' })).toThrowError(
      expect.objectContaining({ code: 'RecordkeepingInconsistent', fields: ['privacyCase'] }),
    );
  });

  it('at the employee’s request is recorded on an illness, with its neutral description', () => {
    const [event] = given().when({
      caseType: 'other-illness',
      privacyCase: 'illness-employee-request',
      neutralDescription: 'Illness',
    });
    expect(event?.data.decision).toMatchObject({
      privacyCase: 'illness-employee-request',
      neutralDescription: 'Illness',
    });
  });

  it('of a needlestick may be an injury; a neutral description without a privacy case is not kept', () => {
    expect(given().when({ privacyCase: 'needlestick-contaminated' })[0]?.data.decision.caseType).toBe(
      'injury',
    );
    expect(given().when({ neutralDescription: 'Injury' })[0]?.data.decision.neutralDescription).toBeNull();
  });
});
