import type { Command } from '../shared/command.ts';

export type RecordItaSubmission = Command<
  'RecordItaSubmission',
  { establishmentId: string; year: number; confirmationNumber: string }
>;

export type ItaSubmissionCommand = RecordItaSubmission;
