export { oshaClocksQueryOptions } from './api/get-osha-clocks';
export { OshaClockBanner } from './components/osha-clock-banner';
export { OshaClockList } from './components/osha-clock-list';
export { OshaRatesCard } from './components/osha-rates-card';
export { useUrgentOshaClockCount } from './components/use-urgent-clock-count';
export { CHANGED_SINCE_CERTIFICATION } from './clock-words';
