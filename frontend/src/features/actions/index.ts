export { IncidentActionsCard } from './components/incident-actions-card';
export { FindingActions } from './components/finding-actions';
