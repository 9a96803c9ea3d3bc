/** The report form's stored values; display names live in the frontend. */
export const incidentTypes = [
  'near-miss',
  'injury',
  'equipment-failure',
  'environmental',
  'security',
  'other',
] as const;
export type IncidentType = (typeof incidentTypes)[number];

export const severities = ['Low', 'Medium', 'High', 'Critical'] as const;
export type Severity = (typeof severities)[number];

export const contributingFactors = [
  'Human error',
  'Equipment malfunction',
  'Poor lighting',
  'Inadequate training',
  'Time pressure',
  'Weather conditions',
  'Communication failure',
  'Procedural issues',
] as const;
export type ContributingFactor = (typeof contributingFactors)[number];

/**
 * The one status vocabulary (docs/architecture.md, "Where the product departs from its original
 * specification").
 */
export const incidentStatuses = ['submitted', 'under-review', 'investigating', 'resolved', 'closed'] as const;
export type IncidentStatus = (typeof incidentStatuses)[number];

/** Statuses that end the matter: whoever sets one says why, so the audit trail explains it. */
export const statusesNeedingNote: readonly IncidentStatus[] = ['resolved', 'closed'];

/**
 * Who the report is about: the reporter themself, another employee picked from the records, or
 * someone not employed here (a contractor, a visitor), named with their organisation.
 */
export const involvedKinds = ['reporter', 'employee', 'non-employee'] as const;
export type InvolvedKind = (typeof involvedKinds)[number];
