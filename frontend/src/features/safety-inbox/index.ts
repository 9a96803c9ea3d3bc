export { ContactSafetyTeamDialog } from './components/contact-safety-team-dialog';
export { ReportComplianceIssueDialog } from './components/report-compliance-issue-dialog';
