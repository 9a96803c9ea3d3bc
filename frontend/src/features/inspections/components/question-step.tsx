import { useState } from 'react';
import { Camera } from 'lucide-react';
import type { InspectionAnswer, InspectionQuestion } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/form-controls';
import { cn } from '@/lib/cn';
import { failureText } from '@/lib/http';
import { useAnswerQuestion } from '../api/answer-question';
import { useAttachPhoto } from '../api/attach-photo';
import { answerText, rangeText } from '../inspection-labels';

type Props = { inspectionId: string; question: InspectionQuestion; answer: InspectionAnswer | undefined };

/** A big, thumb-sized choice; pressed when it is the saved answer. */
const Choice = ({
  label,
  pressed,
  onClick,
  disabled,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
  disabled: boolean;
}) => (
  <button
    type="button"
    aria-pressed={pressed}
    disabled={disabled}
    onClick={onClick}
    className={cn(
      'min-h-14 rounded-lg border-2 px-4 text-lg font-semibold focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none disabled:opacity-60',
      pressed
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
    )}
  >
    {label}
  </button>
);

/** One question on a phone: answer, note and photos, each saved as soon as it is given. */
export const QuestionStep = ({ inspectionId, question, answer }: Props) => {
  const save = useAnswerQuestion();
  const attach = useAttachPhoto();
  const [note, setNote] = useState(answer?.note ?? '');
  const [typed, setTyped] = useState(answer?.value ?? '');
  const send = (value: string | null) =>
    save.mutate({ inspectionId, questionId: question.id, value, note: note.trim() || null });
  const current = answer?.value;
  const isAnswered = answer?.answered === true;
  const noteId = `note-${question.id}`;
  const photoId = `photo-${question.id}`;
  const valueId = `value-${question.id}`;
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-xl font-semibold text-slate-900">{question.text}</legend>
        {question.kind === 'yes-no' && (
          <div className="grid grid-cols-3 gap-2">
            <Choice
              label="Yes"
              pressed={isAnswered && current === 'yes'}
              onClick={() => send('yes')}
              disabled={save.isPending}
            />
            <Choice
              label="No"
              pressed={isAnswered && current === 'no'}
              onClick={() => send('no')}
              disabled={save.isPending}
            />
            <Choice
              label="N/A"
              pressed={isAnswered && current === null}
              onClick={() => send(null)}
              disabled={save.isPending}
            />
          </div>
        )}
        {question.kind === 'choice' && (
          <div className="grid gap-2">
            {(question.choices ?? []).map((choice) => (
              <Choice
                key={choice}
                label={choice}
                pressed={isAnswered && current === choice}
                onClick={() => send(choice)}
                disabled={save.isPending}
              />
            ))}
            <Choice
              label="N/A"
              pressed={isAnswered && current === null}
              onClick={() => send(null)}
              disabled={save.isPending}
            />
          </div>
        )}
        {(question.kind === 'number' || question.kind === 'text') && (
          <form
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              send(typed.trim());
            }}
          >
            <label htmlFor={valueId} className="text-sm font-medium text-slate-800">
              {question.kind === 'number' ? `Reading${question.unit ? ` (${question.unit})` : ''}` : 'Answer'}
            </label>
            {question.kind === 'number' ? (
              <Input
                id={valueId}
                inputMode="decimal"
                className="h-14 text-lg"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                aria-describedby={rangeText(question) ? `${valueId}-range` : undefined}
              />
            ) : (
              <Textarea
                id={valueId}
                rows={3}
                className="text-base"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            )}
            {rangeText(question) && (
              <p id={`${valueId}-range`} className="text-sm text-slate-700">
                {rangeText(question)}
              </p>
            )}
            <div className="grid grid-cols-2 gap-2">
              <Button
                type="submit"
                size="lg"
                className="min-h-14"
                disabled={save.isPending || typed.trim() === ''}
              >
                Save answer
              </Button>
              <Choice
                label="N/A"
                pressed={isAnswered && current === null}
                onClick={() => send(null)}
                disabled={save.isPending}
              />
            </div>
          </form>
        )}
      </fieldset>
      <p role="status" className="text-sm text-slate-700">
        {save.isPending
          ? 'Saving…'
          : isAnswered
            ? `Saved: ${answerText(current ?? null, question)}${answer?.note ? ` (note: ${answer.note})` : ''}`
            : 'Not answered yet'}
      </p>
      {save.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failureText(save.error, 'The answer could not be saved.')}
        </p>
      )}
      <div className="grid gap-2">
        <label htmlFor={noteId} className="text-sm font-medium text-slate-800">
          Note (optional)
        </label>
        <Textarea
          id={noteId}
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {isAnswered && (
          <Button
            variant="secondary"
            size="lg"
            disabled={save.isPending}
            onClick={() => send(current ?? null)}
          >
            Save note
          </Button>
        )}
      </div>
      <div className="grid gap-2">
        <label
          htmlFor={photoId}
          className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-400 px-4 text-base font-medium text-slate-800 focus-within:ring-2 focus-within:ring-brand-600"
        >
          <Camera aria-hidden="true" className="size-5" />
          {attach.isPending ? 'Uploading photo…' : 'Add photo'}
        </label>
        <input
          id={photoId}
          type="file"
          accept="image/jpeg,image/png"
          capture="environment"
          className="sr-only"
          disabled={attach.isPending}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) attach.mutate({ inspectionId, questionId: question.id, file });
            e.target.value = '';
          }}
        />
        {attach.isError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failureText(attach.error, 'The photo could not be added.')}
          </p>
        )}
        {answer && answer.photos.length > 0 && (
          <ul aria-label="Photos" className="flex flex-wrap gap-2">
            {answer.photos.map((photo) => (
              <li key={photo.sha256}>
                <img
                  src={photo.url}
                  alt={`Photo ${photo.originalName}`}
                  className="size-20 rounded-md border border-slate-300 object-cover"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
};
