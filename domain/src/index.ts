export * from './shared/command.ts';
export * from './shared/decider.ts';
export * from './shared/domain-error.ts';
export * from './shared/copy-fields.ts';
export * from './shared/signature-meaning.ts';
export * from './incidents/incident.vocabulary.ts';
export * from './incidents/incident.report.ts';
export * from './incidents/incident.events.ts';
export * from './incidents/incident.commands.ts';
export * from './incidents/incident.disposition.ts';
export * as incidentDecider from './incidents/incident.decider.ts';
export * from './incidents/report-number.ts';
export * from './attachments/attachment.events.ts';
export * as attachmentDecider from './attachments/attachment.decider.ts';
export type {
  AttachmentCommand,
  StageAttachment,
  AttachAttachment,
} from './attachments/attachment.decider.ts';
export * from './employees/employee.vocabulary.ts';
export * from './employees/employee.events.ts';
export * from './employees/employee.commands.ts';
export * as employeeDecider from './employees/employee.decider.ts';
export type { Employee } from './employees/employee.decider.ts';
export * from './employees/sign-in.events.ts';
export * from './employees/email-claim.ts';
export * from './trainings/training.events.ts';
export * as trainingDecider from './trainings/training.decider.ts';
export type {
  CreateTraining,
  EnrollInTraining,
  WithdrawFromTraining,
  CompleteTraining,
  SetTrainingValidity,
  SetTrainingQuiz,
  TakeTrainingQuiz,
  MarkAttendance,
  TrainingCommand,
} from './trainings/training.decider.ts';
export type { AttendanceMark } from './trainings/training-attendance.ts';
export * from './trainings/training-quiz.events.ts';
export { attemptsLeft, checkQuiz, grade, type QuizSetting } from './trainings/training-quiz.ts';
export * from './safety-inbox/safety-inbox.vocabulary.ts';
export * from './safety-inbox/safety-inbox.events.ts';
export * as safetyInboxDecider from './safety-inbox/safety-inbox.decider.ts';
export type { SafetyInboxCommand } from './safety-inbox/safety-inbox.decider.ts';
export * from './trainings/training-requirement.events.ts';
export * as trainingRequirementDecider from './trainings/training-requirement.decider.ts';
export type { TrainingRequirementCommand } from './trainings/training-requirement.decider.ts';
export * from './trainings/training-certificate.events.ts';
export * as trainingCertificateDecider from './trainings/training-certificate.decider.ts';
export type {
  AcceptTrainingCertificate,
  RejectTrainingCertificate,
  SubmitTrainingCertificate,
  TrainingCertificateCommand,
} from './trainings/training-certificate.decider.ts';
export * from './trainings/qualification.ts';
export * from './trainings/matrix-cell.ts';
export * from './trainings/session-times.ts';
export * from './work/work.events.ts';
export * as taskDecider from './work/task.decider.ts';
export type { AssignTask, ChangeTaskStatus, TaskCommand } from './work/task.decider.ts';
export * as assignmentDecider from './work/assignment.decider.ts';
export type {
  AssignmentCommand,
  AssignDocument,
  AssignTraining,
  RequireEmployeeFile,
} from './work/assignment.decider.ts';
export * as employeeFileDecider from './work/employee-file.decider.ts';
export type {
  AcceptEmployeeFile,
  EmployeeFileCommand,
  EmployeeFileStatus,
  RejectEmployeeFile,
  SubmitEmployeeFile,
} from './work/employee-file.decider.ts';
export * from './audit/audit.events.ts';
export * from './audit/parked-events.events.ts';
export * from './notifications/outgoing-mail.events.ts';
export * from './documents/document.vocabulary.ts';
export * from './documents/document.events.ts';
export * from './documents/document.commands.ts';
export * as documentDecider from './documents/document.decider.ts';
export * from './recordkeeping/recordkeeping.vocabulary.ts';
export * from './recordkeeping/recordkeeping.decision.ts';
export * from './recordkeeping/recordkeeping.events.ts';
export * from './recordkeeping/recordkeeping.commands.ts';
export * as recordkeepingDecider from './recordkeeping/recordkeeping.decider.ts';
export * from './recording.ts';
export * from './recordkeeping/plain-answers.ts';
export * from './recordkeeping/osha-summary.ts';
export * from './establishments/establishment.vocabulary.ts';
export * from './establishments/establishment.events.ts';
export * from './establishments/establishment.commands.ts';
export * as establishmentDecider from './establishments/establishment.decider.ts';
export type { Establishment } from './establishments/establishment.decider.ts';
export * from './recordkeeping/osha-ita.ts';
export * from './recordkeeping/ita-coverage.ts';
export * from './recordkeeping/ita-industries.ts';
export * from './recordkeeping/ita-formula-cells.ts';
export * from './shared/spreadsheet-formula.ts';
export * from './access/incident-access.ts';
export * from './access/action-access.ts';
export * from './recordkeeping/privacy-case.ts';
export * from './recordkeeping/osha-ita-employee-dates.ts';
export * from './recordkeeping/employee-dates.ts';
export * from './corrective-actions/corrective-action.vocabulary.ts';
export * from './corrective-actions/corrective-action.events.ts';
export * from './corrective-actions/corrective-action.commands.ts';
export * as correctiveActionDecider from './corrective-actions/corrective-action.decider.ts';
export type { CorrectiveAction } from './corrective-actions/corrective-action.decider.ts';
export * from './osha-forms/summary-certification.events.ts';
export * from './osha-forms/summary-certification.commands.ts';
export * as summaryCertificationDecider from './osha-forms/summary-certification.decider.ts';
export * from './recordkeeping/osha-clocks.ts';
export * from './time.ts';
export * from './recordkeeping/osha-rates.ts';
export * from './osha-reports/osha-report.events.ts';
export * from './osha-reports/osha-report.commands.ts';
export * as oshaReportDecider from './osha-reports/osha-report.decider.ts';
export * from './osha-ita-submissions/ita-submission.events.ts';
export * from './osha-ita-submissions/ita-submission.commands.ts';
export * as itaSubmissionDecider from './osha-ita-submissions/ita-submission.decider.ts';
export * from './inspections/inspection.vocabulary.ts';
export * from './inspections/inspection.events.ts';
export * from './inspections/inspection.commands.ts';
export * as inspectionTemplateDecider from './inspections/inspection-template.decider.ts';
export * as inspectionScheduleDecider from './inspections/inspection-schedule.decider.ts';
export * as inspectionDecider from './inspections/inspection.decider.ts';
export { withQuestionIds } from './inspections/inspection-template.decider.ts';
export type { Inspection } from './inspections/inspection.decider.ts';
export type { InspectionTemplate } from './inspections/inspection-template.decider.ts';
export type { InspectionSchedule } from './inspections/inspection-schedule.decider.ts';
export * from './notifications/notification.vocabulary.ts';
export * from './investigations/investigation.events.ts';
export * from './investigations/investigation.commands.ts';
export * as investigationDecider from './investigations/investigation.decider.ts';
export type { Investigation, CauseNode } from './investigations/investigation.state.ts';
export * from './investigations/investigation.vocabulary.ts';
export * from './access/investigation-access.ts';
export * from './investigations/risk-matrix.ts';
export * from './privacy/personal-data.ts';
export * from './privacy/personal-data.vocabulary.ts';
export * from './privacy/retention.ts';
export * from './notices/notice.vocabulary.ts';
export * from './notices/notice.events.ts';
export * as noticeDecider from './notices/notice.decider.ts';
export { isNoticeCurrent, type NoticeCommand } from './notices/notice.decider.ts';
export * as noticeDismissalDecider from './notices/notice-dismissal.decider.ts';
export * from './site-contacts/safety-contacts.vocabulary.ts';
export * from './site-contacts/safety-contacts.events.ts';
export * as safetyContactsDecider from './site-contacts/safety-contacts.decider.ts';
export * from './trainings/training-video.events.ts';
export * as trainingVideoDecider from './trainings/training-video.decider.ts';
export type { TrainingVideoCommand } from './trainings/training-video.decider.ts';
