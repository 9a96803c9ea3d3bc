export { IncidentActionsCard } from './components/incident-actions-card';
export { FindingActions } from './components/finding-actions';
export { actionOwnersQueryOptions } from './api/get-action-owners';
export { actionStateLabels, controlLevelLabels } from './action-labels';
export { ActionStateBadge } from './components/action-state-badge';
