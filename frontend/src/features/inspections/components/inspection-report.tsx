import type { ReactNode } from 'react';
import type { InspectionDetail } from '@hs/contracts';
import { formatDate, formatDateTime } from '@/lib/dates';
import { answerText, categoryLabels, scoreText } from '../inspection-labels';
import { questionsById, type CompletedInspectionProps } from './completed-inspection';
import { ReportItems, Thumbnails } from './report-items';

const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <section aria-label={title} className="grid gap-2">
    <h2 className="border-b-2 border-slate-300 pb-1 text-base font-bold tracking-wide text-slate-900 uppercase">
      {title}
    </h2>
    {children}
  </section>
);

const periodText = (detail: InspectionDetail) =>
  detail.periodStart === null || detail.periodEnd === null
    ? 'Ad hoc (not scheduled)'
    : `${formatDate(detail.periodStart)} to ${formatDate(detail.periodEnd)}${
        detail.onTime === null ? '' : detail.onTime ? ', done on time' : ', done late'
      }`;

/** A completed inspection as a document: what was inspected, by whom, the findings and the sign-off. */
export const InspectionReport = ({ detail, actionsOfFinding }: CompletedInspectionProps) => {
  const questionById = questionsById(detail);
  const photosOf = (questionId: string) =>
    detail.answers.find((a) => a.questionId === questionId)?.photos ?? [];
  const facts: [string, string][] = [
    ['Establishment', `${detail.establishmentName}${detail.area ? `, ${detail.area}` : ''}`],
    [
      'Template',
      `${detail.templateTitle}, version ${detail.templateVersion} (${categoryLabels[detail.category]})`,
    ],
    ['Inspector', detail.inspectorName],
    ['Started', formatDateTime(detail.startedAt)],
    ['Completed', formatDateTime(detail.completedAt)],
    ['Due period', periodText(detail)],
    [
      'Score',
      `${scoreText(detail.score)} (${detail.passed ?? 0} of ${detail.applicable ?? 0} applicable answers passed)`,
    ],
    ['Findings', String(detail.findingList.length)],
  ];
  return (
    <article className="inspection-report grid gap-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-6 print:border-0 print:p-0">
      <div className="border-b-4 border-brand-700 pb-3">
        <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Inspection report</p>
        <p className="text-2xl font-bold text-slate-900">{detail.templateTitle}</p>
      </div>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr] print:grid-cols-[10rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="mb-1 text-slate-900 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <Part title="Findings">
        {detail.findingList.length === 0 ? (
          <p className="text-slate-800">No findings.</p>
        ) : (
          <ol className="grid gap-3">
            {detail.findingList.map((f) => (
              <li
                key={f.findingId}
                aria-label={`Finding: ${f.question}`}
                className="grid gap-1 rounded-md border-2 border-red-700 p-3 break-inside-avoid"
              >
                <p className="text-sm text-slate-700">{f.section}</p>
                <p className="font-semibold text-slate-900">✗ {f.question}</p>
                <p className="text-slate-800">
                  Answer: {answerText(f.answer, questionById.get(f.questionId))}
                </p>
                <p className="text-slate-800">{f.note ? `Note: ${f.note}` : 'No note'}</p>
                <Thumbnails photos={photosOf(f.questionId)} />
                <div className="grid gap-1">
                  <p className="text-sm font-semibold text-slate-800">Corrective actions</p>
                  {actionsOfFinding(detail.id, f.findingId)}
                </div>
              </li>
            ))}
          </ol>
        )}
      </Part>
      <Part title="Every item">
        <ReportItems detail={detail} />
      </Part>
      {detail.corrections.length > 0 && (
        <Part title="Corrections after completion">
          <ul className="grid gap-1 text-slate-800">
            {detail.corrections.map((c) => (
              <li key={`${c.questionId}-${c.correctedAt}`}>
                {questionById.get(c.questionId)?.text ?? c.questionId}: {answerText(c.previousValue)} →{' '}
                {answerText(c.value)} by {c.correctedByName}, {formatDateTime(c.correctedAt)}. Reason:{' '}
                {c.reason}
              </li>
            ))}
          </ul>
        </Part>
      )}
      <Part title="Sign-off">
        {detail.signOff ? (
          <div className="grid gap-1 break-inside-avoid">
            <p className="text-slate-900">&ldquo;{detail.signOff.attestation}&rdquo;</p>
            <p className="font-semibold text-slate-900">
              Signed off by {detail.signOff.name}, {formatDateTime(detail.signOff.signedAt)}
            </p>
          </div>
        ) : (
          <p className="text-slate-800">Not signed off: completed before sign-offs were recorded.</p>
        )}
      </Part>
    </article>
  );
};
