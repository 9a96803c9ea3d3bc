/** What an access-log entry says was opened: health data and records whose reading must be answerable. */
export const accessLogKinds = [
  'incident-details',
  'recordkeeping-decision',
  'form-301',
  'incident-audit-export',
  'person-export',
] as const;
export type AccessLogKind = (typeof accessLogKinds)[number];
