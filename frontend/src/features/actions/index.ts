export { IncidentActionsCard } from './components/incident-actions-card';
