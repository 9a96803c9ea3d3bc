import { useState } from 'react';
import { AlertTriangle, Camera } from 'lucide-react';
import type { InspectionAnswer, InspectionQuestion } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/form-controls';
import { failureText } from '@/lib/http';
import { useAttachPhoto } from '../api/attach-photo';
import { answerText, failingOptions, rangeText } from '../inspection-labels';
import { AnswerVerdict } from './answer-verdict';
import { ChoiceButton, type ChoiceOutcome } from './choice-button';
import { NoteField } from './note-field';
import type { AnswerSaver } from './use-answer-saver';

type Props = {
  inspectionId: string;
  question: InspectionQuestion;
  answer: InspectionAnswer | undefined;
  saver: AnswerSaver;
};

/** A warning before answering where "Yes" is the failing answer, the opposite of most checks. */
const YesFailsHint = ({ question }: { question: InspectionQuestion }) =>
  question.kind === 'yes-no' && question.failsOn === 'yes' ? (
    <p className="flex items-center gap-2 rounded-md border border-red-300 bg-red-50 p-2 text-sm font-medium text-red-800">
      <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
      Careful: &ldquo;Yes&rdquo; fails this check{question.raisesFinding ? ' and raises a finding' : ''}.
    </p>
  ) : null;

/** One question on a phone: answer, note and photos, each saved as soon as it is given. */
export const QuestionStep = ({ inspectionId, question, answer, saver }: Props) => {
  const attach = useAttachPhoto();
  const [typed, setTyped] = useState(answer?.value ?? '');
  const saving = saver.savingOf(question.id);
  const send = (value: string | null) => void saver.answer(question.id, value);
  const current = answer?.value;
  const isAnswered = answer?.answered === true;
  const failing = failingOptions(question);
  const choice = (label: string, value: string | null) => {
    const outcome: ChoiceOutcome =
      value === null ? 'not-applicable' : failing.includes(value) ? 'fails' : 'passes';
    return (
      <ChoiceButton
        key={label}
        label={label}
        outcome={outcome}
        pressed={isAnswered && current === value}
        onClick={() => send(value)}
        disabled={saving.answerSaving}
      />
    );
  };
  const photoId = `photo-${question.id}`;
  const valueId = `value-${question.id}`;
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-xl font-semibold text-slate-900">{question.text}</legend>
        <YesFailsHint question={question} />
        {question.kind === 'yes-no' && (
          <div className="grid grid-cols-3 gap-2">
            {choice('Yes', 'yes')}
            {choice('No', 'no')}
            {choice('N/A', null)}
          </div>
        )}
        {question.kind === 'choice' && (
          <div className="grid gap-2">
            {(question.choices ?? []).map((c) => choice(c, c))}
            {choice('N/A', null)}
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
                {rangeText(question)}; anything else fails.
              </p>
            )}
            <div className="grid grid-cols-2 gap-2">
              <Button
                type="submit"
                size="lg"
                className="min-h-14"
                disabled={saving.answerSaving || typed.trim() === ''}
              >
                Save answer
              </Button>
              {choice('N/A', null)}
            </div>
          </form>
        )}
      </fieldset>
      <AnswerVerdict question={question} answer={answer} />
      <p role="status" className="text-sm text-slate-700">
        {saving.answerSaving
          ? 'Saving…'
          : isAnswered
            ? `Saved: ${answerText(current ?? null, question)}${answer?.note ? ` (note: ${answer.note})` : ''}`
            : 'Not answered yet'}
      </p>
      {saving.state === 'failed' && saving.answerFailed && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failureText(saving.error, 'The answer could not be saved.')}
        </p>
      )}
      <NoteField saver={saver} questionId={question.id} />
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
