import type { DecideRecordkeepingBody } from '@hs/contracts';
import { answered } from './guided-answers.ts';

/** A recordable injury with no days away, as the safety team decides it; `overrides` make the case. */
export const recordableInjury = (overrides: Partial<DecideRecordkeepingBody> = {}): DecideRecordkeepingBody =>
  answered({
    workRelated: true,
    recordable: true,
    outcome: 'other-recordable',
    caseType: 'injury',
    jobTitle: 'Operator',
    bodyPart: 'Hand',
    activityBefore: 'Working',
    whatHappened: 'Hurt',
    objectOrSubstance: 'Tool',
    ...overrides,
  });

/** The employee's and the physician's details Form 301 asks for, beyond the decision itself. */
export const form301Details = {
  employeeStreet: '18 Elm St',
  employeeCity: 'Pasadena',
  employeeState: 'TX',
  employeeZip: '77506',
  employeeDateOfBirth: '1990-05-06',
  employeeDateHired: '2015-02-01',
  employeeSex: 'female',
  physicianName: 'Dr. Alan Reyes',
  treatmentFacility: 'Bayshore Medical Center',
  facilityStreet: '4000 Spencer Hwy',
  facilityCity: 'Pasadena',
  facilityState: 'TX',
  facilityZip: '77504',
  timeBeganWork: '07:00',
} satisfies Partial<DecideRecordkeepingBody>;

/** A days-away injury whose employee was hospitalized overnight: a case OSHA must be told of (1904.39). */
export const hospitalizedDaysAway = (): DecideRecordkeepingBody =>
  answered({
    workRelated: true,
    recordable: true,
    outcome: 'days-away',
    daysAway: 3,
    caseType: 'injury',
    privacyCase: null,
    hospitalizedOvernight: true,
  });
