import { useState } from 'react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { InspectionDetail } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { Field } from '@/components/ui/field';
import { formatDate, formatDateTime } from '@/lib/dates';
import { failureText, fieldErrors } from '@/lib/http';
import { useCorrectInspection } from '../api/correct-inspection';
import { answerText, scoreText } from '../inspection-labels';

const CorrectionForm = ({ detail }: { detail: InspectionDetail }) => {
  const correct = useCorrectInspection();
  const questions = detail.sections.flatMap((s) => s.questions);
  const [questionId, setQuestionId] = useState(questions[0]?.id ?? '');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const errors = fieldErrors(correct.error);
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        correct.mutate(
          {
            inspectionId: detail.id,
            body: { questionId, value: value.trim() === '' ? null : value.trim(), reason },
          },
          {
            onSuccess: () => {
              setValue('');
              setReason('');
            },
          },
        );
      }}
    >
      <Field id="correction-question" label="Question" error={errors.questionId}>
        <NativeSelect
          id="correction-question"
          value={questionId}
          onChange={(e) => setQuestionId(e.target.value)}
        >
          {questions.map((q) => (
            <option key={q.id} value={q.id}>
              {q.text}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        id="correction-value"
        label="Corrected answer"
        hint="yes, no, a number, a choice or text; empty for N/A"
        error={errors.value}
      >
        <Input id="correction-value" value={value} onChange={(e) => setValue(e.target.value)} />
      </Field>
      <Field id="correction-reason" label="Reason" required error={errors.reason}>
        <Textarea
          id="correction-reason"
          rows={2}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-required="true"
        />
      </Field>
      <div>
        <Button type="submit" disabled={correct.isPending}>
          Record correction
        </Button>
      </div>
      {correct.isError && Object.keys(errors).length === 0 && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failureText(correct.error, 'The correction could not be recorded.')}
        </p>
      )}
    </form>
  );
};

/** What the page that owns both features shows under a finding: the actions raised from it. */
export type ActionsOfFinding = (inspectionId: string, findingId: string) => ReactNode;

/** A completed inspection: its score, findings (each can raise a corrective action), answers and corrections. */
export const InspectionResult = ({
  detail,
  actionsOfFinding,
}: {
  detail: InspectionDetail;
  actionsOfFinding: ActionsOfFinding;
}) => {
  const questionById = new Map(detail.sections.flatMap((s) => s.questions).map((q) => [q.id, q]));
  const answers = new Map(detail.answers.map((a) => [a.questionId, a]));
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Score {scoreText(detail.score)}</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-slate-800">
            {detail.passed} of {detail.applicable} applicable answers passed. Completed{' '}
            {formatDate(detail.completedOn)}
            {detail.onTime === false && ' (after its period ended)'}.
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Findings</CardTitle>
        </CardHeader>
        <CardContent>
          {detail.findingList.length === 0 ? (
            <p className="text-slate-700">No findings.</p>
          ) : (
            <ul className="grid gap-3">
              {detail.findingList.map((finding) => (
                <li
                  key={finding.findingId}
                  aria-label={`Finding: ${finding.question}`}
                  className="grid gap-2 rounded-md border border-red-200 bg-red-50 p-3"
                >
                  <p className="text-sm text-slate-700">{finding.section}</p>
                  <p className="font-semibold text-slate-900">{finding.question}</p>
                  <p className="text-slate-800">
                    Answer: {answerText(finding.answer, questionById.get(finding.questionId))}
                    {finding.note && ` — ${finding.note}`}
                  </p>
                  {actionsOfFinding(detail.id, finding.findingId)}
                  <div>
                    <Link
                      className={buttonVariants({ size: 'sm', variant: 'secondary' })}
                      to={`/actions/new?inspectionId=${encodeURIComponent(detail.id)}&findingId=${encodeURIComponent(finding.findingId)}`}
                    >
                      Raise action<span className="sr-only"> for {finding.question}</span>
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Answers</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {detail.sections.map((section) => (
            <section key={section.title} aria-label={section.title}>
              <h3 className="mb-2 font-semibold text-slate-900">{section.title}</h3>
              <dl className="grid gap-2">
                {section.questions.map((q) => {
                  const a = answers.get(q.id);
                  return (
                    <div key={q.id} className="grid gap-1 border-b border-slate-100 pb-2 sm:grid-cols-2">
                      <dt className="text-slate-700">{q.text}</dt>
                      <dd className="font-medium text-slate-900">
                        {answerText(a?.value ?? null, q)}
                        {a?.note && (
                          <span className="block text-sm font-normal text-slate-700">Note: {a.note}</span>
                        )}
                        {a && a.photos.length > 0 && (
                          <span className="mt-1 flex flex-wrap gap-2">
                            {a.photos.map((p) => (
                              <img
                                key={p.sha256}
                                src={p.url}
                                alt={`Photo ${p.originalName}`}
                                className="size-16 rounded border border-slate-300 object-cover"
                              />
                            ))}
                          </span>
                        )}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </section>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Corrections</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {detail.corrections.length === 0 ? (
            <p className="text-slate-700">No corrections.</p>
          ) : (
            <ul className="grid gap-2">
              {detail.corrections.map((c) => (
                <li key={`${c.questionId}-${c.correctedAt}`} className="text-sm text-slate-800">
                  <Badge tone="yellow">Corrected</Badge>{' '}
                  {questionById.get(c.questionId)?.text ?? c.questionId}: {answerText(c.previousValue)} →{' '}
                  {answerText(c.value)} by {c.correctedByName}, {formatDateTime(c.correctedAt)}. Reason:{' '}
                  {c.reason}
                </li>
              ))}
            </ul>
          )}
          <CorrectionForm detail={detail} />
        </CardContent>
      </Card>
    </div>
  );
};
