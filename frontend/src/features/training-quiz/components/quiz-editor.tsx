import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { QUIZ_LIMITS, type QuizKey, type QuizQuestion, type SetQuizBody } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { describedBy, Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/form-controls';
import { fieldErrors } from '@/lib/http';
import { useSetQuiz } from '../api/quiz-api';
import { refusalKey } from '../quiz-words';

const blankQuestion = (): QuizQuestion => ({ text: '', options: ['', ''], correctOption: 0 });

type Errors = Record<string, true>;

/** The same rules as the server, to point at the field before sending. */
const check = (quiz: SetQuizBody): Errors => {
  const errors: Errors = {};
  quiz.questions.forEach((q, i) => {
    if (!q.text.trim()) errors[`questions.${i}.text`] = true;
    q.options.forEach((o, j) => {
      if (!o.trim()) errors[`questions.${i}.options.${j}`] = true;
    });
  });
  if (!Number.isInteger(quiz.passMark) || quiz.passMark < 1 || quiz.passMark > 100) errors.passMark = true;
  if (
    !Number.isInteger(quiz.attemptsAllowed) ||
    quiz.attemptsAllowed < QUIZ_LIMITS.attemptsMin ||
    quiz.attemptsAllowed > QUIZ_LIMITS.attemptsMax
  )
    errors.attemptsAllowed = true;
  return errors;
};

const letter = (index: number) => String.fromCharCode(65 + index);

/** The safety team writes the quiz: questions with 2-6 options, one marked correct. */
export const QuizEditor = ({ course }: { course: QuizKey }) => {
  const { t } = useTranslation('training-quiz');
  const save = useSetQuiz(course.trainingId);
  const [questions, setQuestions] = useState<QuizQuestion[]>(course.quiz?.questions ?? [blankQuestion()]);
  const [passMark, setPassMark] = useState(String(course.quiz?.passMark ?? 80));
  const [attempts, setAttempts] = useState(String(course.quiz?.attemptsAllowed ?? 3));
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const body: SetQuizBody = { questions, passMark: Number(passMark), attemptsAllowed: Number(attempts) };
  const serverErrors = fieldErrors(save.error);
  const bad = (field: string) => (errors[field] || serverErrors[field] ? t('editor.fix') : undefined);
  const change = (i: number, next: Partial<QuizQuestion>) => {
    setSaved(false);
    setQuestions((all) => all.map((q, j) => (j === i ? { ...q, ...next } : q)));
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = check(body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(body, { onSuccess: () => setSaved(true) });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Card className="grid gap-4 p-5 sm:grid-cols-2">
        <p className="text-sm text-slate-700 sm:col-span-2">{t('editor.appliesToNew')}</p>
        <Field id="quiz-pass-mark" label={t('editor.passMark')} required error={bad('passMark')}>
          <Input
            id="quiz-pass-mark"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={passMark}
            onChange={(e) => setPassMark(e.target.value)}
            {...describedBy('quiz-pass-mark', { error: bad('passMark') })}
          />
        </Field>
        <Field id="quiz-attempts" label={t('editor.attempts')} required error={bad('attemptsAllowed')}>
          <Input
            id="quiz-attempts"
            type="number"
            inputMode="numeric"
            min={1}
            max={10}
            value={attempts}
            onChange={(e) => setAttempts(e.target.value)}
            {...describedBy('quiz-attempts', { error: bad('attemptsAllowed') })}
          />
        </Field>
      </Card>
      {questions.map((q, i) => (
        <Card key={i} className="p-5">
          <fieldset className="grid gap-3">
            <legend className="text-base font-semibold text-slate-900">
              {t('editor.question', { number: i + 1 })}
            </legend>
            <Field
              id={`quiz-q${i}-text`}
              label={t('editor.questionText')}
              required
              error={bad(`questions.${i}.text`)}
            >
              <Textarea
                id={`quiz-q${i}-text`}
                rows={2}
                value={q.text}
                onChange={(e) => change(i, { text: e.target.value })}
                {...describedBy(`quiz-q${i}-text`, { error: bad(`questions.${i}.text`) })}
              />
            </Field>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-800">{t('editor.options')}</legend>
              {q.options.map((option, o) => {
                const field = `questions.${i}.options.${o}`;
                return (
                  <div key={o} className="flex flex-wrap items-center gap-2">
                    <label className="flex min-h-11 items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name={`quiz-q${i}-correct`}
                        checked={q.correctOption === o}
                        onChange={() => change(i, { correctOption: o })}
                        className="size-5 accent-brand-700"
                      />
                      {t('editor.correct')}
                      <span className="sr-only">: {t('editor.option', { letter: letter(o) })}</span>
                    </label>
                    <Input
                      aria-label={t('editor.option', { letter: letter(o) })}
                      className="min-w-0 flex-1"
                      value={option}
                      onChange={(e) =>
                        change(i, { options: q.options.map((x, y) => (y === o ? e.target.value : x)) })
                      }
                      {...describedBy(`quiz-q${i}-o${o}`, { error: bad(field) })}
                    />
                    {q.options.length > QUIZ_LIMITS.optionsMin && (
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-11"
                        aria-label={t('editor.removeOption', { letter: letter(o) })}
                        onClick={() =>
                          change(i, {
                            options: q.options.filter((_, y) => y !== o),
                            correctOption:
                              q.correctOption === o ? 0 : q.correctOption - (q.correctOption > o ? 1 : 0),
                          })
                        }
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    )}
                    {bad(field) && (
                      <p id={`quiz-q${i}-o${o}-error`} className="w-full text-xs font-medium text-red-700">
                        {bad(field)}
                      </p>
                    )}
                  </div>
                );
              })}
            </fieldset>
            <div className="flex flex-wrap gap-2">
              {q.options.length < QUIZ_LIMITS.optionsMax && (
                <Button
                  variant="secondary"
                  className="min-h-11"
                  onClick={() => change(i, { options: [...q.options, ''] })}
                >
                  <Plus aria-hidden="true" />
                  {t('editor.addOption')}
                </Button>
              )}
              {questions.length > 1 && (
                <Button
                  variant="ghost"
                  className="min-h-11"
                  onClick={() => {
                    setSaved(false);
                    setQuestions((all) => all.filter((_, j) => j !== i));
                  }}
                >
                  <Trash2 aria-hidden="true" />
                  {t('editor.removeQuestion', { number: i + 1 })}
                </Button>
              )}
            </div>
          </fieldset>
        </Card>
      ))}
      <div className="flex flex-wrap gap-3">
        {questions.length < QUIZ_LIMITS.questionsMax && (
          <Button
            variant="secondary"
            size="lg"
            onClick={() => {
              setSaved(false);
              setQuestions((all) => [...all, blankQuestion()]);
            }}
          >
            <Plus aria-hidden="true" />
            {t('editor.addQuestion')}
          </Button>
        )}
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? t('editor.saving') : t('editor.save')}
        </Button>
      </div>
      <div aria-live="polite" className="text-sm font-medium">
        {saved && <p className="text-green-800">{t('editor.saved')}</p>}
        {Object.keys(errors).length > 0 && <p className="text-red-700">{t('editor.checkFields')}</p>}
        {save.isError && <p className="text-red-700">{t(refusalKey(save.error))}</p>}
      </div>
    </form>
  );
};
