export { StartOccurrenceButton } from './components/start-occurrence-button';
