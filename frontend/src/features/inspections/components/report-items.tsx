import type { InspectionAnswer, InspectionDetail, InspectionPhoto } from '@hs/contracts';
import { answerText } from '../inspection-labels';

/** Small photos as printed: loaded eagerly so the print has them. */
export const Thumbnails = ({ photos }: { photos: InspectionPhoto[] }) =>
  photos.length === 0 ? null : (
    <ul aria-label="Photos" className="mt-1 flex flex-wrap gap-2">
      {photos.map((p) => (
        <li key={p.sha256}>
          <img
            src={p.url}
            alt={`Photo ${p.originalName}`}
            className="size-24 rounded border border-slate-300 object-cover print:size-[30mm]"
          />
        </li>
      ))}
    </ul>
  );

const resultOf = (answer: InspectionAnswer | undefined) => {
  if (!answer?.answered) return { text: 'Not answered', tone: 'text-slate-700' };
  if (answer.value === null) return { text: 'N/A', tone: 'text-slate-700' };
  return answer.fails
    ? { text: '✗ Fails', tone: 'font-semibold text-red-800' }
    : { text: '✓ Passes', tone: 'text-green-800' };
};

/** Every item of the inspection with its answer, result, note and photos, section by section. */
export const ReportItems = ({ detail }: { detail: InspectionDetail }) => {
  const answers = new Map(detail.answers.map((a) => [a.questionId, a]));
  let number = 0;
  return (
    <div className="grid gap-4">
      {detail.sections.map((section) => (
        <section key={section.title} aria-label={section.title} className="grid gap-2">
          <h3 className="font-semibold text-slate-900">{section.title}</h3>
          <ol className="grid gap-2">
            {section.questions.map((q) => {
              number += 1;
              const a = answers.get(q.id);
              const result = resultOf(a);
              return (
                <li
                  key={q.id}
                  className="grid gap-1 border-b border-slate-200 pb-2 break-inside-avoid sm:grid-cols-[2rem_1fr_10rem_7rem] sm:gap-3 print:grid-cols-[2rem_1fr_10rem_7rem] print:gap-3"
                >
                  <span className="text-slate-600">{number}.</span>
                  <div>
                    <p className="text-slate-900">{q.text}</p>
                    {a?.note && <p className="text-sm text-slate-700">Note: {a.note}</p>}
                    <Thumbnails photos={a?.photos ?? []} />
                  </div>
                  <p className="font-medium text-slate-900">{answerText(a?.value ?? null, q)}</p>
                  <p className={result.tone}>{result.text}</p>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
};
