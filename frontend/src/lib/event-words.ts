/**
 * Recorded event types in words. Screens for people show these, never the stored code
 * ("IncidentStatusChanged"); the codes stay in the admins' audit view.
 */
const eventTypeWords: Record<string, string> = {
  IncidentReported: 'Incident reported',
  IncidentStatusChanged: 'Status changed',
  IncidentCommented: 'Comment added',
  IncidentAttachmentAdded: 'Photo or file added',
  RecordkeepingDecided: 'Recordkeeping decided',
  RecordkeepingChanged: 'Recordkeeping changed',
  IncidentEstablishmentAssigned: 'Establishment assigned',
  IncidentMarkedDuplicate: 'Marked as a duplicate',
  IncidentVoided: 'Marked void',
  IncidentReinstated: 'Marking undone',
  DocumentUploaded: 'Document added',
  DocumentVersionUploaded: 'New version added',
  DocumentSigned: 'Document signed',
  DocumentAssigned: 'Document assigned',
  DocumentSignatureRequirementSet: 'Signature requirement set',
  EmployeeRegistered: 'Employee added',
  EmployeeProfileChanged: 'Profile changed',
  EmployeeRoleChanged: 'Role changed',
  EmployeeDeactivated: 'Account deactivated',
  EmployeeReactivated: 'Account reactivated',
  EmployeePasswordSet: 'Password set',
  EmployeeEmailClaimed: 'E-mail address taken',
  EmployeeEmailReleased: 'E-mail address freed',
  EmployeeFileRequired: 'File requested',
  EmployeeFileSubmitted: 'File uploaded',
  EmployeeFileAccepted: 'File accepted',
  EmployeeFileRejected: 'File rejected',
  TaskAssigned: 'Task assigned',
  TaskStatusChanged: 'Task status changed',
  TrainingCreated: 'Training added',
  TrainingAssigned: 'Training assigned',
  TrainingEnrollmentAccepted: 'Registered for training',
  TrainingWaitlisted: 'Put on the training waitlist',
  TrainingRegistrationWithdrawn: 'Training registration cancelled',
  TrainingCompleted: 'Training completed',
  TrainingAbsenceRecorded: 'Marked absent from training',
  TrainingQuizSet: 'Course quiz set',
  TrainingQuizAttempted: 'Course quiz taken',
  TrainingCertificateSubmitted: 'Certificate recorded',
  TrainingCertificateAccepted: 'Certificate accepted',
  TrainingCertificateRejected: 'Certificate rejected',
  IncidentCorrectiveActionRaised: 'Corrective action raised',
  CorrectiveActionRaised: 'Action raised',
  CorrectiveActionStarted: 'Work started',
  CorrectiveActionPhotoAdded: 'Photo added',
  CorrectiveActionCompleted: 'Marked done',
  CorrectiveActionVerified: 'Verified effective',
  CorrectiveActionReopened: 'Reopened',
  CorrectiveActionReassigned: 'Owner changed',
  CorrectiveActionDueDateChanged: 'Due date changed',
};

/** An event type in words; an unknown code is split into lower-case words ("Something happened"). */
export const eventTypeText = (type: string): string => {
  const known = eventTypeWords[type];
  if (known) return known;
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Change recorded';
};
