import { describe, expect, it } from 'vitest';
import {
  firstAidItems,
  medicalTreatmentItems,
  noAnswers,
  type RecordingAnswers,
} from './recording-answers.ts';
import { earHearing, recordingOutcome, relevantAnswers } from './recording-outcome.ts';
import { workRelatednessExceptions } from './recordkeeping.vocabulary.ts';

/** A work-related new case with every criterion answered "no" and no treatment: not recordable. */
const quiet: RecordingAnswers = {
  ...noAnswers,
  workEnvironmentEvent: true,
  exception: 'none',
  newCase: true,
  death: false,
  daysAway: false,
  restrictedWork: false,
  noTreatment: true,
  lossOfConsciousness: false,
  significantDiagnosis: false,
  needlestick: false,
  medicalRemoval: false,
  hearingTest: false,
  tuberculosis: false,
};
const caseWith = (change: Partial<RecordingAnswers>): RecordingAnswers => ({ ...quiet, ...change });

const ear = (baseline: [number, number, number], current: [number, number, number]) => ({
  baseline: { hz2000: baseline[0], hz3000: baseline[1], hz4000: baseline[2] },
  current: { hz2000: current[0], hz3000: current[1], hz4000: current[2] },
});
const unchanged = ear([10, 10, 10], [10, 10, 10]);
const hearing = (left: ReturnType<typeof ear>, right: ReturnType<typeof ear> = unchanged) =>
  caseWith({ hearingTest: true, audiogram: { left, right } });

describe('work-relatedness (1904.5)', () => {
  it('asks first whether an event or exposure at work is involved', () => {
    expect(recordingOutcome(noAnswers)).toEqual({
      kind: 'incomplete',
      problems: [{ field: 'workEnvironmentEvent', problem: 'unanswered' }],
    });
  });

  it('without an event or exposure in the work environment the case is not work-related', () => {
    expect(recordingOutcome({ ...noAnswers, workEnvironmentEvent: false })).toMatchObject({
      kind: 'not-recordable',
      because: 'no-work-environment-event',
      workRelated: false,
    });
  });

  it('asks whether a 1904.5(b)(2) exception applies before anything else', () => {
    expect(recordingOutcome({ ...noAnswers, workEnvironmentEvent: true })).toMatchObject({
      problems: [{ field: 'exception' }],
    });
  });

  it.each(workRelatednessExceptions)(
    'the exception "%s" ends the decision: not work-related',
    (exception) => {
      expect(
        recordingOutcome({ ...quiet, exception, medicalTreatment: ['prescription-medication'] }),
      ).toEqual({
        kind: 'not-recordable',
        because: 'work-relatedness-exception',
        workRelated: false,
        exception,
      });
    },
  );
});

describe('new case (1904.6)', () => {
  it('is asked once the case is work-related', () => {
    expect(recordingOutcome({ ...noAnswers, workEnvironmentEvent: true, exception: 'none' })).toMatchObject({
      problems: [{ field: 'newCase' }],
    });
  });

  it('a recurrence that is not a new case is not recorded again, whatever the treatment', () => {
    expect(recordingOutcome(caseWith({ newCase: false, death: true }))).toMatchObject({
      kind: 'not-recordable',
      because: 'not-new-case',
      workRelated: true,
    });
  });
});

describe('the general and specific criteria (1904.7-1904.11)', () => {
  it('lists every question still unanswered, and the treatment', () => {
    const outcome = recordingOutcome({
      ...noAnswers,
      workEnvironmentEvent: true,
      exception: 'none',
      newCase: true,
    });
    expect(outcome.kind === 'incomplete' && outcome.problems.map((p) => p.field)).toEqual([
      'death',
      'daysAway',
      'restrictedWork',
      'lossOfConsciousness',
      'significantDiagnosis',
      'needlestick',
      'medicalRemoval',
      'hearingTest',
      'tuberculosis',
      'medicalTreatment',
    ]);
  });

  it('refuses "no treatment" with a treatment ticked', () => {
    expect(recordingOutcome(caseWith({ firstAid: ['eye-patch'] }))).toMatchObject({
      problems: [{ field: 'noTreatment', problem: 'no-treatment-and-treatment' }],
    });
  });

  it('first aid alone, any of the closed list, is not recordable', () => {
    expect(recordingOutcome(caseWith({ noTreatment: false, firstAid: [...firstAidItems] }))).toMatchObject({
      kind: 'not-recordable',
      because: 'first-aid-only',
      workRelated: true,
    });
  });

  it('no criterion and no treatment is not recordable', () => {
    expect(recordingOutcome(quiet)).toMatchObject({ kind: 'not-recordable', because: 'no-criterion' });
  });

  it.each(medicalTreatmentItems)('medical treatment "%s" makes it recordable, next to first aid', (item) => {
    expect(
      recordingOutcome(
        caseWith({ noTreatment: false, firstAid: ['wound-cleaning'], medicalTreatment: [item] }),
      ),
    ).toEqual({ kind: 'recordable', outcome: 'other-recordable', criteria: ['medical-treatment'] });
  });

  it('a medical removal must be entered as days away or restricted work (1904.9(b))', () => {
    expect(recordingOutcome(caseWith({ medicalRemoval: true }))).toMatchObject({
      problems: [{ field: 'medicalRemoval', problem: 'removal-without-days' }],
    });
    expect(recordingOutcome(caseWith({ medicalRemoval: true, restrictedWork: true }))).toEqual({
      kind: 'recordable',
      outcome: 'job-transfer-restriction',
      criteria: ['restricted-work', 'medical-removal'],
    });
  });

  // Every combination of the yes/no criteria, each treatment and each hearing result: recordable
  // exactly when one criterion holds, classified by the most serious of death, days away, restriction.
  const flags = [
    'death',
    'daysAway',
    'restrictedWork',
    'lossOfConsciousness',
    'significantDiagnosis',
  ] as const;
  const specific = ['needlestick', 'tuberculosis'] as const;
  const treatments = {
    none: { noTreatment: true },
    'first aid': { noTreatment: false, firstAid: ['hot-cold-therapy'] },
    medical: { noTreatment: false, medicalTreatment: ['rigid-immobilization'] },
  } as const;
  const hearings = {
    'no test': { hearingTest: false },
    'a recordable shift': {
      hearingTest: true,
      audiogram: { left: ear([10, 15, 20], [25, 30, 35]), right: unchanged },
    },
    'a shift under 25 dB': {
      hearingTest: true,
      audiogram: { left: ear([0, 0, 0], [10, 10, 10]), right: unchanged },
    },
  } as const;
  const combinations = Array.from({ length: 2 ** (flags.length + specific.length) }, (_, bits) =>
    [...flags, ...specific].map((_, i) => (bits & (1 << i)) !== 0),
  );

  it('holds for every combination of answers', () => {
    let checked = 0;
    for (const bits of combinations)
      for (const [treatmentName, treatment] of Object.entries(treatments))
        for (const [hearingName, hearingAnswer] of Object.entries(hearings)) {
          const answers = caseWith({
            ...Object.fromEntries([...flags, ...specific].map((key, i) => [key, bits[i]])),
            ...treatment,
            ...hearingAnswer,
          } as Partial<RecordingAnswers>);
          const recordable =
            bits.some(Boolean) || treatmentName === 'medical' || hearingName === 'a recordable shift';
          const [death, daysAway, restricted] = bits;
          const outcome = recordingOutcome(answers);
          expect(outcome.kind).toBe(recordable ? 'recordable' : 'not-recordable');
          if (outcome.kind === 'recordable')
            expect(outcome.outcome).toBe(
              death
                ? 'death'
                : daysAway
                  ? 'days-away'
                  : restricted
                    ? 'job-transfer-restriction'
                    : 'other-recordable',
            );
          else
            expect(outcome).toMatchObject({
              because: treatmentName === 'first aid' ? 'first-aid-only' : 'no-criterion',
            });
          checked += 1;
        }
    expect(checked).toBe(128 * 9);
  });

  it('names every criterion met, in the order of the rule', () => {
    expect(
      recordingOutcome(
        caseWith({ tuberculosis: true, lossOfConsciousness: true, daysAway: true, needlestick: true }),
      ),
    ).toEqual({
      kind: 'recordable',
      outcome: 'days-away',
      criteria: ['days-away', 'loss-of-consciousness', 'needlestick', 'tuberculosis'],
    });
  });
});

describe('hearing loss (1904.10)', () => {
  it('computes the shift from the averages at 2000, 3000 and 4000 Hz', () => {
    expect(earHearing(ear([5, 10, 15], [20, 25, 30]))).toEqual({
      baselineAverage: 10,
      currentAverage: 25,
      shift: 15,
      standardThresholdShift: true,
      atLeast25dB: true,
    });
  });

  it('an average change of exactly 10 dB is a standard threshold shift; 9.67 is not', () => {
    expect(earHearing(ear([20, 20, 20], [30, 30, 30]))?.standardThresholdShift).toBe(true);
    expect(earHearing(ear([20, 20, 20], [30, 30, 29]))?.standardThresholdShift).toBe(false);
  });

  it('25 dB means an average of 25 or more on the current audiogram', () => {
    expect(earHearing(ear([10, 10, 10], [25, 25, 25]))?.atLeast25dB).toBe(true);
    expect(earHearing(ear([10, 10, 10], [25, 25, 24]))?.atLeast25dB).toBe(false);
  });

  it('is recordable with the shift and 25 dB in the same ear', () => {
    expect(recordingOutcome(hearing(unchanged, ear([10, 15, 20], [25, 30, 35])))).toEqual({
      kind: 'recordable',
      outcome: 'other-recordable',
      criteria: ['hearing-loss'],
    });
  });

  it('is not recordable when the shift is in one ear and 25 dB only in the other', () => {
    const shiftOnly = ear([0, 0, 0], [10, 10, 10]);
    const loudOnly = ear([30, 30, 30], [30, 30, 30]);
    expect(recordingOutcome(hearing(shiftOnly, loudOnly))).toMatchObject({ kind: 'not-recordable' });
  });

  it('wants all twelve values once a hearing test is part of the case', () => {
    const outcome = recordingOutcome(
      caseWith({
        hearingTest: true,
        audiogram: {
          left: unchanged,
          right: { ...unchanged, current: { hz2000: 10, hz3000: null, hz4000: 10 } },
        },
      }),
    );
    expect(outcome).toEqual({
      kind: 'incomplete',
      problems: [{ field: 'audiogram.right.current.hz3000', problem: 'unanswered' }],
    });
    expect(recordingOutcome(caseWith({ hearingTest: true }))).toMatchObject({
      problems: [{ field: 'audiogram' }],
    });
  });
});

describe('the answers kept with a decision', () => {
  it('drop what follows a step that ends the decision', () => {
    const answered = caseWith({ medicalTreatment: ['prescription-medication'], noTreatment: false });
    expect(relevantAnswers({ ...answered, exception: 'cold-or-flu' })).toEqual({
      ...noAnswers,
      workEnvironmentEvent: true,
      exception: 'cold-or-flu',
    });
    expect(relevantAnswers({ ...answered, newCase: false })).toEqual({
      ...noAnswers,
      workEnvironmentEvent: true,
      exception: 'none',
      newCase: false,
    });
    expect(relevantAnswers(answered)).toEqual(answered);
  });

  it('drop the audiogram when no hearing test is part of the case', () => {
    expect(relevantAnswers(hearing(unchanged)).audiogram).not.toBeNull();
    expect(relevantAnswers({ ...hearing(unchanged), hearingTest: false }).audiogram).toBeNull();
  });
});
