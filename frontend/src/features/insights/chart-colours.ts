import type { IncidentType, Severity } from '@hs/contracts';

// Each at least 3:1 against white (WCAG 1.4.11); the table beside each chart carries the figures too.
export const typeColours: Record<IncidentType, string> = {
  'near-miss': '#1d4ed8',
  injury: '#b91c1c',
  'equipment-failure': '#b45309',
  environmental: '#15803d',
  security: '#7e22ce',
  other: '#475569',
};

export const severityColours: Record<Severity, string> = {
  Low: '#15803d',
  Medium: '#a16207',
  High: '#c2410c',
  Critical: '#7f1d1d',
};

export const lineColour = '#0f172a';
export const barColour = '#1d4ed8';
export const secondBarColour = '#7e22ce';

/** Corrective actions by outcome: green done in time, amber done late, red overdue, slate still to come. */
export const outcomeColours = {
  closedOnTime: '#15803d',
  closedLate: '#a16207',
  overdue: '#b91c1c',
  notYetDue: '#475569',
} as const;
