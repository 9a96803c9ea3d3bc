import { z } from 'zod';
import { boundedDate } from './bounds.ts';
import { CaseOutcome, CaseType, EmployeeSex } from './recordkeeping.ts';

export const Form301Params = z.strictObject({ incidentId: z.uuid() });

/** `asOf`: the case as it stood at the end of that day in its establishment's time zone. */
export const Form301Query = z.strictObject({ asOf: boundedDate().optional() });
export type Form301Query = z.infer<typeof Form301Query>;

const address = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});

/**
 * GET /api/osha/301/:incidentId: OSHA's Form 301, Injury and Illness Incident Report, of one
 * recordable case, numbered as the form numbers its items. It carries the employee's name even
 * for a privacy case (OSHA keeps the 301 confidential): safety officers and admins only.
 */
export const Form301 = z.object({
  incidentId: z.uuid(),
  /** The day the form was read as of; null: as the records stand. */
  asOf: z.string().nullable(),
  establishment: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  privacyCase: z.boolean(),
  employee: z.object({
    /** 1) */
    fullName: z.string(),
    /** 2) */
    address,
    /** 3) */
    dateOfBirth: z.string().nullable(),
    /** 4) */
    dateHired: z.string().nullable(),
    /** 5) */
    sex: EmployeeSex.nullable(),
  }),
  healthCare: z.object({
    /** 6) */
    physicianName: z.string().nullable(),
    /** 7) */
    facility: z.string().nullable(),
    facilityAddress: address,
    /** 8) */
    emergencyRoom: z.boolean(),
    /** 9) */
    hospitalizedOvernight: z.boolean(),
  }),
  case: z.object({
    /** 10) the 300 log's case number: the report number */
    caseNumber: z.string(),
    /** 11) */
    dateOfInjury: z.string().nullable(),
    /** 12) */
    timeBeganWork: z.string().nullable(),
    /** 13) null: "Check if time cannot be determined" */
    timeOfEvent: z.string().nullable(),
    /** 14) */
    activityBefore: z.string().nullable(),
    /** 15) */
    whatHappened: z.string().nullable(),
    /** 16) */
    injuryOrIllness: z.string().nullable(),
    /** 17) */
    objectOrSubstance: z.string().nullable(),
    /** 18) */
    dateOfDeath: z.string().nullable(),
    jobTitle: z.string().nullable(),
    outcome: CaseOutcome.nullable(),
    caseType: CaseType.nullable(),
  }),
  /** "Completed by": the officer of the latest decision, and when. */
  completedBy: z.object({ name: z.string().nullable(), date: z.string() }),
});
export type Form301 = z.infer<typeof Form301>;
