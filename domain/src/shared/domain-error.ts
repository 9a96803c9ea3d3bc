/**
 * Every rule the domain enforces fails with one of these codes. The APIs map each code to an HTTP
 * status in one table (command-api/src/http/error-table.ts), so a new code is a compile error there.
 */
export type DomainErrorCode =
  | 'AcknowledgementRequired'
  | 'ActionStateConflict'
  | 'AlreadyEnrolled'
  | 'AssignmentAlreadyExists'
  | 'AttachmentNotUsable'
  | 'CannotChangeOwnAdminRole'
  | 'CannotDeactivateYourself'
  | 'CorrectiveActionAlreadyExists'
  | 'CorrectiveActionNotFound'
  | 'DateOutOfRange'
  | 'DocumentAlreadyExists'
  | 'DocumentAlreadySigned'
  | 'DocumentAwaitingApproval'
  | 'DocumentNotFound'
  | 'DocumentRetired'
  | 'DocumentVersionChanged'
  | 'DuplicateOfItself'
  | 'EmailTaken'
  | 'EmployeeAlreadyExists'
  | 'EmployeeInactive'
  | 'EmployeeNotFound'
  | 'EstablishmentAlreadyExists'
  | 'EstablishmentNameTaken'
  | 'EstablishmentNotFound'
  | 'FileAlreadySubmitted'
  | 'FileRequestNotFound'
  | 'IncidentAlreadyMarked'
  | 'IncidentAlreadyReported'
  | 'IncidentHasOpenActions'
  | 'IncidentNotFound'
  | 'IncidentNotMarked'
  | 'InspectionAlreadyCompleted'
  | 'InspectionAlreadyStarted'
  | 'InspectionNotCompleted'
  | 'InspectionNotFound'
  | 'InspectionScheduleAlreadyExists'
  | 'InspectionScheduleCancelled'
  | 'InspectionScheduleNotFound'
  | 'InspectionTemplateAlreadyExists'
  | 'InspectionTemplateNotFound'
  | 'InvalidAnswer'
  | 'InvalidSupervisor'
  | 'InvalidTemplate'
  | 'MissingRequiredInformation'
  | 'NoFileToReview'
  | 'NoVersionAwaitingApproval'
  | 'NotAllowed'
  | 'NotEnrolled'
  | 'NotSignedIn'
  | 'NotYourAction'
  | 'NotYourDocument'
  | 'NotYourFileRequest'
  | 'NotYourTask'
  | 'OriginalIsMarked'
  | 'RecordkeepingInconsistent'
  | 'RegistrationClosed'
  | 'SummaryChanged'
  | 'TaskAlreadyExists'
  | 'TaskNotFound'
  | 'TooManyAttachments'
  | 'TrainingAlreadyExists'
  | 'TrainingNotFound'
  | 'UnknownEmployee'
  | 'UnknownEstablishment'
  | 'UnknownOriginal'
  | 'UnknownQuestion'
  | 'UsernameTaken'
  | 'VersionAwaitingApproval'
  | 'WeakPassword'
  | 'WrongCurrentPassword';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string = code,
    readonly fields: readonly string[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
