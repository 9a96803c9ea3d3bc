export { StartOccurrenceButton } from './components/start-occurrence-button';
export { findingsQueryOptions } from './api/get-findings';
export { answerText } from './inspection-labels';
