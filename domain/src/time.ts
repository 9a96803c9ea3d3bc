// The date and time of an instant in a time zone, for every package (the contracts re-export it to
// the frontend): one Intl-based conversion, no clock.
export * from './shared/time-zone.ts';
