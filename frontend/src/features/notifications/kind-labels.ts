import type { NotificationChannel, NotificationKind } from '@hs/contracts';

/** What each kind is called on the screens, keyed by the shared codes (NOTIFICATION_KINDS). */
export const kindLabels = {
  'incident-reported': {
    label: 'Incident reported',
    about: 'A report in your department, or any report for the safety team.',
  },
  'incident-status': {
    label: 'Your report changed',
    about: 'The status of a report you made changed, or it was marked duplicate or void.',
  },
  'document-signature': {
    label: 'Documents to sign',
    about: 'A document or a new version needs your signature, and reminders before its deadline.',
  },
  training: {
    label: 'Training',
    about: 'Your registration is confirmed or you moved up from the waitlist, and the day before.',
  },
  assignment: {
    label: 'Assigned to you',
    about:
      'A task, training, document, file request, inspection, corrective action or investigation team is yours.',
  },
  investigation: {
    label: 'Investigation reviews',
    about: 'An investigation awaits your approval, or one you lead was approved, sent back or reopened.',
  },
  'due-soon': { label: 'Due tomorrow', about: 'Something assigned to you is due tomorrow.' },
  overdue: {
    label: 'Overdue',
    about: 'Something assigned to you, or to someone you supervise, is overdue.',
  },
  'osha-deadline': {
    label: 'OSHA deadlines',
    about: 'Recording, reporting, posting and ITA deadlines of OSHA, before they pass and when missed.',
  },
  'safety-team': {
    label: 'Safety team messages',
    about: 'A message or compliance issue for the safety team, and the answer to one you sent.',
  },
} satisfies Record<NotificationKind, { label: string; about: string }>;

/** The three ways to hear of a kind, in the order the settings offer them. */
export const channelLabels = {
  app: 'In the app only',
  email: 'E-mail at once',
  digest: 'Daily digest',
} satisfies Record<NotificationChannel, string>;
