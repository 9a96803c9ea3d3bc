export { IncidentActionsCard } from './components/incident-actions-card';
export { actionsQueryOptions } from './api/get-actions';
export { ActionStateBadge } from './components/action-state-badge';
