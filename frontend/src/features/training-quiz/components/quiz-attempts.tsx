import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Check, X } from 'lucide-react';
import type { QuizAttempt } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Label, NativeSelect } from '@/components/ui/form-controls';
import { StatusMessage } from '@/components/ui/status-message';
import { quizAttemptsQueryOptions } from '../api/quiz-api';
import { formatDay } from '../quiz-words';

/** One attempt as it was asked: each question, the answer given and the correct one. */
const AttemptDetails = ({ attempt }: { attempt: QuizAttempt }) => {
  const { t } = useTranslation('training-quiz');
  return (
    <details className="group rounded-md border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
        <span translate="no" className="font-medium text-slate-900">
          {attempt.userName}
        </span>
        <span>{t('attempts.number', { attempt: attempt.attempt })}</span>
        <Badge tone={attempt.passed ? 'green' : 'red'}>
          {t('result.score', { score: attempt.score })} ·{' '}
          {attempt.passed ? t('attempts.passed') : t('attempts.failed')}
        </Badge>
        <span className="text-slate-600">{formatDay(attempt.takenAt)}</span>
      </summary>
      <ol className="grid gap-3 border-t border-slate-200 px-3 py-3 text-sm">
        {attempt.questions.map((q, i) => {
          const given = attempt.answers[i]!;
          const right = given === q.correctOption;
          return (
            <li key={i}>
              <p translate="no" className="font-medium text-slate-900">
                {i + 1}. {q.text}
              </p>
              <p className={`mt-1 flex items-center gap-1.5 ${right ? 'text-green-800' : 'text-red-800'}`}>
                {right ? (
                  <Check className="size-4" aria-hidden="true" />
                ) : (
                  <X className="size-4" aria-hidden="true" />
                )}
                {t('attempts.given')} <span translate="no">{q.options[given]}</span>
              </p>
              {!right && (
                <p className="mt-0.5 text-slate-700">
                  {t('attempts.correctWas')} <span translate="no">{q.options[q.correctOption]}</span>
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </details>
  );
};

/** Every attempt at the course quiz, one person's at a time if chosen (safety team). */
export const QuizAttempts = ({ trainingId }: { trainingId: string }) => {
  const { t } = useTranslation('training-quiz');
  const query = useQuery(quizAttemptsQueryOptions(trainingId));
  const [person, setPerson] = useState('');
  const id = useId();
  const attempts = query.data ?? [];
  const people = [...new Map(attempts.map((a) => [a.userId, a.userName])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1]),
  );
  const shown = attempts.filter((a) => !person || a.userId === person);
  return (
    <Card aria-labelledby="quiz-attempts">
      <CardHeader>
        <CardTitle id="quiz-attempts">{t('attempts.title')}</CardTitle>
      </CardHeader>
      <div className="grid gap-3 px-5 pb-5">
        {query.isPending ? (
          <StatusMessage kind="loading">{t('attempts.loading')}</StatusMessage>
        ) : query.isError ? (
          <StatusMessage kind="error">{t('attempts.loadFailed')}</StatusMessage>
        ) : attempts.length === 0 ? (
          <StatusMessage kind="empty">{t('attempts.none')}</StatusMessage>
        ) : (
          <>
            <div className="max-w-sm">
              <Label htmlFor={id}>{t('attempts.person')}</Label>
              <NativeSelect
                id={id}
                className="mt-1 h-11"
                value={person}
                onChange={(e) => setPerson(e.target.value)}
              >
                <option value="">{t('attempts.everyone')}</option>
                {people.map(([userId, name]) => (
                  <option key={userId} value={userId} translate="no">
                    {name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {shown.map((attempt) => (
              <AttemptDetails
                key={`${attempt.userId}-${attempt.takenAt}-${attempt.attempt}`}
                attempt={attempt}
              />
            ))}
          </>
        )}
      </div>
    </Card>
  );
};
