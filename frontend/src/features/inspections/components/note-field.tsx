import { useState } from 'react';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/form-controls';
import { failureText } from '@/lib/http';
import type { AnswerSaver } from './use-answer-saver';

/** Where the note stands, in words: it is saved without a button. */
const NoteStatus = ({
  saver,
  questionId,
  note,
}: {
  saver: AnswerSaver;
  questionId: string;
  note: string;
}) => {
  const { state, error, answerFailed } = saver.savingOf(questionId);
  if (state === 'failed' && !answerFailed)
    return (
      <div role="alert" className="grid gap-2 text-sm font-medium text-red-700">
        <p>{failureText(error, 'The note could not be saved.')} It stays here and is saved when you go on.</p>
        <Button variant="secondary" size="lg" onClick={() => void saver.flushNote(questionId)}>
          Try saving again
        </Button>
      </div>
    );
  const words: Record<typeof state, string | null> = {
    failed: null,
    idle: null,
    typing: 'Saved when you stop typing…',
    'waiting-for-answer': 'The note is saved with your answer.',
    saving: 'Saving…',
    saved: null,
  };
  const text = words[state] ?? (note.trim() && saver.isAnswered(questionId) ? 'Note saved' : null);
  return (
    <p role="status" className="flex min-h-5 items-center gap-1 text-sm text-slate-700">
      {text === 'Note saved' && <Check aria-hidden="true" className="size-4 text-green-700" />}
      {text}
    </p>
  );
};

/** A note under the answer, saved as it is typed (when typing pauses and when the field is left). */
export const NoteField = ({ saver, questionId }: { saver: AnswerSaver; questionId: string }) => {
  const [note, setNote] = useState(() => saver.noteOf(questionId));
  const id = `note-${questionId}`;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Note (optional)
      </label>
      <Textarea
        id={id}
        rows={2}
        maxLength={1000}
        value={note}
        aria-describedby={`${id}-status`}
        onChange={(e) => {
          setNote(e.target.value);
          saver.typeNote(questionId, e.target.value);
        }}
        onBlur={() => void saver.flushNote(questionId)}
      />
      <div id={`${id}-status`}>
        <NoteStatus saver={saver} questionId={questionId} note={note} />
      </div>
    </div>
  );
};
