// The date and time of an instant in a time zone, for every package (the contracts re-export it to
// the frontend): one Intl-based conversion, no clock.
export * from './shared/time-zone.ts';
// The calendar periods of inspection schedules (day, week, month, quarter) on those dates.
export * from './shared/inspection-periods.ts';
