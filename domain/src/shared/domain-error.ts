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
  | 'EmailTaken'
  | 'EmployeeAlreadyExists'
  | 'EmployeeInactive'
  | 'EmployeeNotFound'
  | 'EstablishmentAlreadyExists'
  | 'EstablishmentNameTaken'
  | 'EstablishmentNotFound'
  | 'FileAlreadySubmitted'
  | 'FileRequestNotFound'
  | 'IncidentAlreadyReported'
  | 'IncidentHasOpenActions'
  | 'IncidentNotFound'
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
  | 'InvalidTemplate'
  | 'MissingRequiredInformation'
  | 'NoFileToReview'
  | 'NotAllowed'
  | 'NotEnrolled'
  | 'NotSignedIn'
  | 'NotYourAction'
  | 'NotYourDocument'
  | 'NotYourFileRequest'
  | 'NotYourTask'
  | 'NoVersionAwaitingApproval'
  | 'RecordkeepingInconsistent'
  | 'RegistrationClosed'
  | 'SummaryChanged'
  | 'TaskAlreadyExists'
  | 'TaskNotFound'
  | 'TooManyAttachments'
  | 'TrainingAlreadyExists'
  | 'TrainingNotFound'
  | 'UnknownEstablishment'
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
