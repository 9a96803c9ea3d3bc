/**
 * The people of an incident report who may not be employees, and so have no record of their own:
 * their personal data is sealed under an id made for their place in that incident, and erased
 * through the incident.
 */
export const incidentPersonRoles = ['involved', 'witness'] as const;
export type IncidentPersonRole = (typeof incidentPersonRoles)[number];

/** Whose key seals a person's data in one incident when they are not (or not known as) an employee. */
export const incidentPersonId = (incidentId: string, role: IncidentPersonRole): string =>
  `incident-person:${incidentId}:${role}`;

/**
 * Whose key seals a witness statement of an investigation (its text and revisions, and the
 * witness's name when they are not an employee): the statement's own, erased with the witness.
 */
export const witnessStatementId = (incidentId: string, statementId: string): string =>
  `investigation-statement:${incidentId}:${statementId}`;
