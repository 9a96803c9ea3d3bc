export { StartOccurrenceButton } from './components/start-occurrence-button';
export { findingsQueryOptions } from './api/get-findings';
export { inspectionQueryOptions } from './api/get-inspection';
export { answerText } from './inspection-labels';
