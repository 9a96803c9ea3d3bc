// The value lists the contracts build their schemas from (docs/architecture.md, "One vocabulary"):
// each list, bound and role rule is written once in the domain and reaches the contracts only
// through this file; a client bundle keeps only the names it imports.
export * from './notifications/notification.vocabulary.ts';
export {
  controlLevels,
  actionPriorities,
  actionStates,
} from './corrective-actions/corrective-action.vocabulary.ts';
export type {
  ControlLevel,
  ActionPriority,
  ActionState,
} from './corrective-actions/corrective-action.vocabulary.ts';
export { documentCategories, managesDocuments } from './documents/document.vocabulary.ts';
export {
  signatureMeanings,
  DOCUMENT_SIGNATURE_MEANING,
  CERTIFICATION_MEANING,
  UNRECORDED_SIGNATURE_TIME_ZONE,
} from './shared/signature-meaning.ts';
export type { SignatureMeaning } from './shared/signature-meaning.ts';
export type { DocumentCategory } from './documents/document.vocabulary.ts';
export { companies, roles, safetyTeamRoles, isSafetyTeam } from './employees/employee.vocabulary.ts';
export type { Company, Role } from './employees/employee.vocabulary.ts';
export {
  safetyInboxKinds,
  safetyInboxStatuses,
  complianceIssueCategories,
} from './safety-inbox/safety-inbox.vocabulary.ts';
export type {
  SafetyInboxKind,
  SafetyInboxStatus,
  ComplianceIssueCategory,
} from './safety-inbox/safety-inbox.vocabulary.ts';
export { sizeClasses } from './establishments/establishment.vocabulary.ts';
export type { SizeClass } from './establishments/establishment.vocabulary.ts';
export {
  incidentTypes,
  severities,
  contributingFactors,
  incidentStatuses,
  statusesNeedingNote,
  involvedKinds,
} from './incidents/incident.vocabulary.ts';
export type {
  IncidentType,
  Severity,
  ContributingFactor,
  IncidentStatus,
  InvolvedKind,
} from './incidents/incident.vocabulary.ts';
export { incidentDispositions, DISPOSITION_REASON_MAX } from './incidents/incident.disposition.ts';
export type { IncidentDisposition } from './incidents/incident.disposition.ts';
export {
  inspectionCategories,
  questionKinds,
  inspectionFrequencies,
  inspectionStatuses,
} from './inspections/inspection.vocabulary.ts';
export type {
  InspectionCategory,
  QuestionKind,
  InspectionFrequency,
} from './inspections/inspection.vocabulary.ts';
export {
  caseOutcomes,
  caseTypes,
  workRelatednessExceptions,
  privacyCaseKinds,
  illnessOnlyPrivacyCaseKinds,
  employeeSexes,
  MAX_CASE_DAYS,
} from './recordkeeping/recordkeeping.vocabulary.ts';
export type {
  CaseOutcome,
  CaseType,
  WorkRelatednessException,
  PrivacyCaseKind,
  EmployeeSex,
} from './recordkeeping/recordkeeping.vocabulary.ts';
export { severeEvents } from './recordkeeping/osha-clocks.ts';
export { rateScopes } from './recordkeeping/osha-rates.ts';
export { itaRowKinds } from './recordkeeping/osha-ita.ts';
export { attachmentContentTypes, MAX_ATTACHMENTS_PER_INCIDENT } from './attachments/attachment.events.ts';
export { MAX_YEARS_AHEAD } from './shared/calendar.ts';
export { auditCheckTriggers } from './audit/audit.events.ts';
export { attendanceStatuses, trainingTypes } from './trainings/training.events.ts';
export { requirementScopes } from './trainings/training-requirement.events.ts';
export { DEFAULT_EXPIRING_WITHIN_DAYS } from './trainings/qualification.ts';
export { certificateStatuses } from './trainings/training-certificate.events.ts';
export { TRAINING_VIDEO_TITLE_MAX } from './trainings/training-video.events.ts';
export {
  noticeTypes,
  isNoticeLink,
  isWebAddress,
  NOTICE_TITLE_MAX,
  NOTICE_MESSAGE_MAX,
  NOTICE_LINK_TEXT_MAX,
  LINK_URL_MAX,
} from './notices/notice.vocabulary.ts';
export type { NoticeType } from './notices/notice.vocabulary.ts';
export {
  isPhoneNumber,
  SAFETY_EMAIL_MAX,
  SAFETY_HOTLINE_MAX,
} from './site-contacts/safety-contacts.vocabulary.ts';
export {
  taskTypes,
  taskPriorities,
  taskStatuses,
  documentActions,
  employeeFileTypes,
} from './work/work.events.ts';
export * from './investigations/investigation.vocabulary.ts';
export { accessLogKinds, type AccessLogKind } from './audit/access-log.vocabulary.ts';
export { incidentPersonRoles, type IncidentPersonRole } from './privacy/personal-data.vocabulary.ts';
export {
  retentionRecordKinds,
  MIN_RETENTION_YEARS,
  MAX_RETENTION_YEARS,
  MAX_RETENTION_ERASE,
  type RetentionRecordKind,
} from './privacy/retention.ts';
export { QUIZ_LIMITS } from './trainings/training-quiz.events.ts';
