import { Link } from 'react-router';
import { AlertTriangle, Printer } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatDateTime } from '@/lib/dates';
import { answerText, failsText, scoreText } from '../inspection-labels';
import { CorrectionForm } from './correction-form';
import { questionsById, type CompletedInspectionProps } from './completed-inspection';
import { SignOffRecord } from './sign-off-record';

export type { ActionsOfFinding } from './completed-inspection';

/** A completed inspection: its score, findings (each can raise a corrective action), answers and corrections. */
export const InspectionResult = ({ detail, actionsOfFinding }: CompletedInspectionProps) => {
  const questionById = questionsById(detail);
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
          <SignOffRecord signOff={detail.signOff} />
          <Link
            to={`/inspections/${encodeURIComponent(detail.id)}/report`}
            className={buttonVariants({ variant: 'secondary', size: 'lg', className: 'mt-3 min-h-11' })}
          >
            <Printer aria-hidden="true" />
            Print report
          </Link>
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
                        {a?.fails ? (
                          <span className="flex flex-wrap items-center gap-x-2 text-red-800">
                            <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
                            {answerText(a.value, q)}
                            <span className="text-sm font-semibold">{failsText(q)}</span>
                          </span>
                        ) : (
                          answerText(a?.value ?? null, q)
                        )}
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
