/**
 * Every rule the domain enforces fails with one of these codes. The APIs map each code to an HTTP
 * status in one table (command-api/src/http/error-table.ts), so a new code is a compile error there.
 */
export type DomainErrorCode =
  | 'AcknowledgementRequired'
  | 'AlreadyEnrolled'
  | 'AssignmentAlreadyExists'
  | 'CannotChangeOwnAdminRole'
  | 'CannotDeactivateYourself'
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
  | 'IncidentNotFound'
  | 'InspectionAlreadyCompleted'
  | 'InspectionAlreadyStarted'
  | 'InspectionNotCompleted'
  | 'InspectionNotFound'
  | 'InspectionScheduleAlreadyExists'
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
  | 'NotYourDocument'
  | 'NotYourFileRequest'
  | 'NotYourTask'
  | 'NoVersionAwaitingApproval'
  | 'RecordkeepingInconsistent'
  | 'RegistrationClosed'
  | 'TaskAlreadyExists'
  | 'TaskNotFound'
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
