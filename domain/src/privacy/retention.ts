import type { Event } from '../shared/command.ts';
import type { Stamp } from '../investigations/investigation.events.ts';

/**
 * How long records keep their personal data (docs/product.md, "Retention"). OSHA asks that injury
 * and illness records be kept 5 years after the end of the calendar year they cover (29 CFR
 * 1904.33); after that an administrator may erase the personal data of the people they name.
 */
export const retentionRecordKinds = ['incidents'] as const;
export type RetentionRecordKind = (typeof retentionRecordKinds)[number];

/** The fewest years a site may keep each kind after the end of its year: the law's floor. */
export const MIN_RETENTION_YEARS = { incidents: 5 } as const satisfies Record<RetentionRecordKind, number>;
/** The most years a setting may name: beyond it nothing would ever be past retention. */
export const MAX_RETENTION_YEARS = 100;
export const defaultRetention: RetentionSettings = { incidents: MIN_RETENTION_YEARS.incidents };

export type RetentionSettings = Record<RetentionRecordKind, number>;

export const retentionSettingsStreamId = 'retention-settings';
export type RetentionSettingsChanged = Event<
  'RetentionSettingsChanged',
  Stamp & { settings: RetentionSettings }
>;

/** The last day a record dated `date` ("YYYY-MM-DD") is kept: the end of its year plus `years`. */
export const retainedUntil = (date: string, years: number): string =>
  `${Number(date.slice(0, 4)) + years}-12-31`;
export const isPastRetention = (date: string, years: number, today: string): boolean =>
  today > retainedUntil(date, years);

/** The most incidents one retention erasure may take: a page or a few of the list. */
export const MAX_RETENTION_ERASE = 200;

/** An incident's personal data erased because its retention ended (stream `retention-erasure-<incident>`). */
export type RetentionErasureDone = Event<
  'RetentionErasureDone',
  Stamp & { incidentId: string; reason: string; subjects: string[] }
>;
export const retentionErasureStreamId = (incidentId: string): string => `retention-erasure-${incidentId}`;
export type RetentionEvent = RetentionSettingsChanged | RetentionErasureDone;
