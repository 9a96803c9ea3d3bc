export { downloadComplianceSummary } from './api/download-compliance-summary';
