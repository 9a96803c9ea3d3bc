import { z } from 'zod';
import { incidentPersonRoles } from '@hs/domain/vocabulary';
import { text } from './bounds.ts';

/** A person's personal data: erased (crypto-shredding) or exported, by administrators. */
export const personalDataRoutes = {
  erase: (employeeId: string) => `/api/admin/people/${encodeURIComponent(employeeId)}/erase`,
  export: (employeeId: string) => `/api/admin/people/${encodeURIComponent(employeeId)}/export`,
  /** A person named in an incident who is not an employee (a visitor, a contractor, a witness). */
  eraseIncidentPerson: (incidentId: string, role: string) =>
    `/api/incidents/${encodeURIComponent(incidentId)}/people/${encodeURIComponent(role)}/erase`,
  /** A witness statement of an incident's investigation: its text, revisions and the witness's name. */
  eraseStatement: (incidentId: string, statementId: string) =>
    `/api/incidents/${encodeURIComponent(incidentId)}/investigation/statements/${encodeURIComponent(statementId)}/erase`,
} as const;

export const PersonIdParams = z.strictObject({ employeeId: z.uuid() });

export const IncidentPersonRole = z.enum(incidentPersonRoles);
export type IncidentPersonRole = z.infer<typeof IncidentPersonRole>;
export const IncidentPersonParams = z.strictObject({ id: z.uuid(), role: IncidentPersonRole });
export const WitnessStatementParams = z.strictObject({ id: z.uuid(), statementId: z.uuid() });

/** POST /api/admin/people/:employeeId/erase (and an incident's person's): why, for the record (it holds no personal data). */
export const ErasePersonalDataBody = z.strictObject({
  reason: text(500).trim().min(1, 'Say why the personal data is erased'),
});
export type ErasePersonalDataBody = z.infer<typeof ErasePersonalDataBody>;

export const ErasePersonalDataResponse = z.object({ consistencyToken: z.string() });
export type ErasePersonalDataResponse = z.infer<typeof ErasePersonalDataResponse>;

/** What a read of personal data shows once it was erased. */
export const ERASED_TEXT = '[erased]';
