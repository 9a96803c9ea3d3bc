export const alertTypes = ['warning', 'info', 'error', 'success'] as const;
export type AlertType = (typeof alertTypes)[number];

/** The banner knows four types; anything else looks like a warning. */
export const alertTypeOf = (type: string): AlertType =>
  (alertTypes as readonly string[]).includes(type) ? (type as AlertType) : 'warning';
