import type { Command } from '../shared/command.ts';
import { DomainError } from '../shared/domain-error.ts';
import { isSafetyTeam } from '../employees/employee.vocabulary.ts';
import type {
  CertificateDetails,
  CertificateFile,
  CertificateStatus,
  TrainingCertificateEvent,
} from './training-certificate.events.ts';

export type SubmitTrainingCertificate = Command<
  'SubmitTrainingCertificate',
  Omit<CertificateDetails, 'trainingTitle'> & {
    file: CertificateFile;
    /** The course as its stream stands (read by the caller); null when there is no such course. */
    course: { title: string } | null;
  }
>;
export type AcceptTrainingCertificate = Command<'AcceptTrainingCertificate', Record<string, never>>;
export type RejectTrainingCertificate = Command<'RejectTrainingCertificate', { reason: string }>;
export type TrainingCertificateCommand =
  SubmitTrainingCertificate | AcceptTrainingCertificate | RejectTrainingCertificate;

export type TrainingCertificate =
  | { status: 'none' }
  | {
      status: CertificateStatus;
      trainingId: string;
      userId: string;
      issuedOn: string;
      expiresOn: string | null;
      submittedBy: string;
    };

export const initialState: TrainingCertificate = { status: 'none' };

export const evolve = (state: TrainingCertificate, event: TrainingCertificateEvent): TrainingCertificate => {
  switch (event.type) {
    case 'TrainingCertificateSubmitted': {
      const { trainingId, userId, issuedOn, expiresOn, submittedBy } = event.data;
      return { status: 'submitted', trainingId, userId, issuedOn, expiresOn, submittedBy };
    }
    case 'TrainingCertificateAccepted':
      return state.status === 'none' ? state : { ...state, status: 'accepted' };
    case 'TrainingCertificateRejected':
      return state.status === 'none' ? state : { ...state, status: 'rejected' };
  }
};

const checkDates = (
  { issuedOn, expiresOn }: Pick<CertificateDetails, 'issuedOn' | 'expiresOn'>,
  today: string,
) => {
  if (issuedOn > today) {
    throw new DomainError('DateOutOfRange', 'The issue date cannot be in the future.', ['issuedOn']);
  }
  if (expiresOn !== null && expiresOn <= issuedOn) {
    throw new DomainError('DateOutOfRange', 'The expiry date must be after the issue date.', ['expiresOn']);
  }
};

/** The certificate waiting for review, reviewed by the safety team only. */
const underReview = (state: TrainingCertificate, role: string | null) => {
  if (state.status === 'none') throw new DomainError('CertificateNotFound', 'No such certificate.');
  if (!isSafetyTeam(role)) {
    throw new DomainError('NotAllowed', 'Only a safety officer or an administrator reviews certificates.');
  }
  if (state.status !== 'submitted') {
    throw new DomainError('NoCertificateToReview', `This certificate has already been ${state.status}.`);
  }
  return state;
};

export const decide = (
  command: TrainingCertificateCommand,
  state: TrainingCertificate,
): TrainingCertificateEvent[] => {
  const { now, today, userId, userName, role } = command.metadata;
  const actor = userId ?? '';
  switch (command.type) {
    case 'SubmitTrainingCertificate': {
      if (state.status !== 'none') {
        throw new DomainError('CertificateAlreadyRecorded', 'This certificate has already been recorded.');
      }
      const { course, file, ...details } = command.data;
      if (details.userId !== userId && !isSafetyTeam(role)) {
        throw new DomainError('NotAllowed', 'You may record only your own certificates.', ['userId']);
      }
      if (!course) throw new DomainError('TrainingNotFound', 'No such training.', ['trainingId']);
      if (details.issuer.trim() === '') {
        throw new DomainError('MissingRequiredInformation', 'Name who issued the certificate.', ['issuer']);
      }
      checkDates(details, today);
      return [
        {
          type: 'TrainingCertificateSubmitted',
          data: { ...details, trainingTitle: course.title, file, submittedBy: actor, submittedAt: now },
        },
      ];
    }
    case 'AcceptTrainingCertificate': {
      const certificate = underReview(state, role);
      // Four eyes: evidence that qualifies someone is checked by a person other than who brought it.
      if (actor === certificate.submittedBy || actor === certificate.userId) {
        throw new DomainError(
          'NotAllowed',
          'Someone other than the person who recorded or holds this certificate must accept it.',
        );
      }
      const { trainingId, userId: holder, issuedOn, expiresOn } = certificate;
      return [
        {
          type: 'TrainingCertificateAccepted',
          data: {
            trainingId,
            userId: holder,
            issuedOn,
            expiresOn,
            acceptedBy: actor,
            acceptedByName: userName,
            acceptedAt: now,
          },
        },
      ];
    }
    case 'RejectTrainingCertificate': {
      underReview(state, role);
      const reason = command.data.reason.trim();
      if (reason === '') {
        throw new DomainError('MissingRequiredInformation', 'Say why the certificate is rejected.', [
          'reason',
        ]);
      }
      return [
        {
          type: 'TrainingCertificateRejected',
          data: { reason, rejectedBy: actor, rejectedByName: userName, rejectedAt: now },
        },
      ];
    }
  }
};
