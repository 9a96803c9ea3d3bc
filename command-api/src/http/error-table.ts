import { DomainError, type DomainErrorCode } from '@hs/domain';
import { ConcurrencyError } from '@hs/infra/event-store';
import { problemBody, type ProblemBody } from '@hs/infra/http';

/** The one table from domain error codes to HTTP: a new code fails to compile until listed. */
const statusOf: Record<DomainErrorCode, { status: number; title: string }> = {
  AcknowledgementRequired: { status: 400, title: 'Acknowledgement required' },
  ActionStateConflict: { status: 409, title: 'Not possible in this state' },
  AlreadyEnrolled: { status: 409, title: 'Already registered' },
  AssignmentAlreadyExists: { status: 409, title: 'Already assigned' },
  AttachmentNotUsable: { status: 422, title: 'File not usable' },
  CannotChangeOwnAdminRole: { status: 422, title: 'Not allowed' },
  CannotDeactivateYourself: { status: 422, title: 'Not allowed' },
  CorrectiveActionAlreadyExists: { status: 409, title: 'Action already exists' },
  CorrectiveActionNotFound: { status: 404, title: 'Action not found' },
  DateOutOfRange: { status: 400, title: 'Invalid request' },
  DocumentAlreadyExists: { status: 409, title: 'Document already exists' },
  DocumentAlreadySigned: { status: 409, title: 'Already signed' },
  DocumentAwaitingApproval: { status: 422, title: 'Awaiting approval' },
  DocumentNotFound: { status: 404, title: 'Document not found' },
  DocumentRetired: { status: 422, title: 'Document retired' },
  DocumentVersionChanged: { status: 409, title: 'New version to review' },
  DuplicateOfItself: { status: 422, title: 'Not a duplicate of itself' },
  EmailTaken: { status: 409, title: 'E-mail address in use' },
  EmployeeAlreadyExists: { status: 409, title: 'Employee already exists' },
  EmployeeInactive: { status: 422, title: 'Employee inactive' },
  EmployeeNotFound: { status: 404, title: 'Employee not found' },
  EstablishmentAlreadyExists: { status: 409, title: 'Establishment already exists' },
  EstablishmentNameTaken: { status: 409, title: 'Name taken' },
  EstablishmentNotFound: { status: 404, title: 'Establishment not found' },
  FileAlreadySubmitted: { status: 409, title: 'File already submitted' },
  FileRequestNotFound: { status: 404, title: 'File request not found' },
  IncidentAlreadyMarked: { status: 409, title: 'Already marked' },
  IncidentAlreadyReported: { status: 409, title: 'Incident already reported' },
  IncidentHasOpenActions: { status: 409, title: 'Actions not verified' },
  IncidentNotFound: { status: 404, title: 'Incident not found' },
  IncidentNotMarked: { status: 409, title: 'Not marked' },
  InspectionAlreadyCompleted: { status: 409, title: 'Inspection completed' },
  InspectionAlreadyStarted: { status: 409, title: 'Inspection already started' },
  InspectionNotCompleted: { status: 409, title: 'Inspection in progress' },
  InspectionNotFound: { status: 404, title: 'Inspection not found' },
  InspectionScheduleAlreadyExists: { status: 409, title: 'Schedule already exists' },
  InspectionScheduleCancelled: { status: 409, title: 'Schedule cancelled' },
  InspectionScheduleNotFound: { status: 404, title: 'Schedule not found' },
  InspectionTemplateAlreadyExists: { status: 409, title: 'Template already exists' },
  InspectionTemplateNotFound: { status: 404, title: 'Template not found' },
  InvalidAnswer: { status: 400, title: 'Invalid request' },
  InvalidSupervisor: { status: 400, title: 'Invalid request' },
  InvalidTemplate: { status: 400, title: 'Invalid request' },
  InvestigationAlreadyStarted: { status: 409, title: 'Investigation already started' },
  InvestigationNotApproved: { status: 409, title: 'Investigation not approved' },
  InvestigationNotFound: { status: 404, title: 'Investigation not found' },
  InvestigationStateConflict: { status: 409, title: 'Not possible in this state' },
  MissingRequiredInformation: { status: 400, title: 'Missing Required Information' },
  NoFileToReview: { status: 409, title: 'No file to review' },
  NotAllowed: { status: 403, title: 'Forbidden' },
  NotEnrolled: { status: 422, title: 'Not registered' },
  NotSignedIn: { status: 401, title: 'Not signed in' },
  NotYourAction: { status: 403, title: 'Forbidden' },
  NotYourDocument: { status: 403, title: 'Forbidden' },
  NotYourFileRequest: { status: 403, title: 'Forbidden' },
  NotYourTask: { status: 403, title: 'Forbidden' },
  NoVersionAwaitingApproval: { status: 409, title: 'Nothing to approve' },
  OriginalIsMarked: { status: 422, title: 'Original is marked' },
  RecordkeepingInconsistent: { status: 400, title: 'Invalid request' },
  RegistrationClosed: { status: 409, title: 'Registration closed' },
  SafetyInboxItemAlreadyExists: { status: 409, title: 'Already sent' },
  SafetyInboxItemNotFound: { status: 404, title: 'Message or issue not found' },
  SafetyInboxTransitionInvalid: { status: 409, title: 'Status change not allowed' },
  SummaryChanged: { status: 409, title: 'Summary changed' },
  TaskAlreadyExists: { status: 409, title: 'Task already exists' },
  TaskNotFound: { status: 404, title: 'Task not found' },
  TooManyAttachments: { status: 422, title: 'Too many files' },
  TrainingAlreadyExists: { status: 409, title: 'Training already exists' },
  TrainingNotFound: { status: 404, title: 'Training not found' },
  TrainingRequirementAlreadyExists: { status: 409, title: 'Requirement already exists' },
  TrainingRequirementNotFound: { status: 404, title: 'Requirement not found' },
  UnknownCause: { status: 422, title: 'Unknown cause' },
  UnknownEmployee: { status: 400, title: 'Invalid request' },
  UnknownEstablishment: { status: 400, title: 'Invalid request' },
  UnknownOriginal: { status: 400, title: 'Invalid request' },
  UnknownQuestion: { status: 400, title: 'Invalid request' },
  UnknownStatement: { status: 404, title: 'Statement not found' },
  UsernameTaken: { status: 409, title: 'Username taken' },
  VersionAwaitingApproval: { status: 409, title: 'A version awaits approval' },
  WeakPassword: { status: 400, title: 'Password not accepted' },
  WrongCurrentPassword: { status: 400, title: 'Current password is wrong' },
};

export const mapCommandError = (error: unknown): ProblemBody | null => {
  if (error instanceof DomainError) {
    const { status, title } = statusOf[error.code];
    return problemBody(
      status,
      title,
      error.message,
      // A missing field is "Required"; for other rules the field is named with the rule's own text.
      error.fields.map((field) => ({
        field,
        reason: error.code === 'MissingRequiredInformation' ? 'Required' : error.message,
      })),
    );
  }
  if (error instanceof ConcurrencyError) {
    return problemBody(
      409,
      'Conflict',
      'Someone else changed this record at the same time. Reload and try again.',
    );
  }
  return null;
};
