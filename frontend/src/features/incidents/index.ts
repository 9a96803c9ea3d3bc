export { useChangeIncidentStatus } from './api/change-incident-status';
export { incidentQueryOptions } from './api/get-incident';
export { incidentPagesQueryOptions, type IncidentPage } from './api/get-incidents';
export { recordkeepingQueryOptions } from './api/get-recordkeeping';
export { IncidentStatusBadge } from './components/incident-status-badge';
export { DEFAULT_INCIDENTS_EMPTY, IncidentRows, IncidentTable } from './components/incident-table';
export { SeverityBadge } from './components/severity-badge';
export { StatusChangeForm } from './components/status-change-form';
export { StatusNoteField } from './components/status-note-field';
export { incidentDateText } from './incident-date';
export {
  incidentTypeLabel,
  incidentStatusLabel,
  incidentStatusLabels,
  severityLevels,
} from './incident-labels';
export { useIncidentReportActions } from './report/use-incident-report-actions';
export { needsNote, noteProblem, serverNoteError } from './status-note';
export { privacyCaseLabels } from './recordkeeping-labels';
