import { statusesNeedingNote, type IncidentStatus } from '@hs/contracts';
import { fieldErrors, HttpError } from '@/lib/http';

/** Resolving or closing needs a note saying why; the server refuses it without one. */
export const needsNote = (status: IncidentStatus): boolean => statusesNeedingNote.includes(status);

export const missingNoteText = 'Please add a note saying how the incident was resolved or why it is closed.';

/** The note the form may send: a required note must have words in it. */
export const noteProblem = (status: IncidentStatus, note: string): string | undefined =>
  needsNote(status) && !note.trim() ? missingNoteText : undefined;

/** The server's objection to the note, in its own words, when a change was refused for it. */
export const serverNoteError = (error: unknown): string | undefined => {
  const reason = fieldErrors(error).note;
  if (!reason) return undefined;
  return (error instanceof HttpError && error.problem?.detail) || reason;
};
