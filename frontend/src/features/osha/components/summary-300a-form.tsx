import type { ReactNode } from 'react';
import type { Osha300ASummary } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatSignedAt } from '@/lib/dates';
import { CHANGED_SINCE_CERTIFICATION } from '@/features/osha-clocks';
import { currentLocale } from '@/lib/i18n';

const figure = (value: number | null) => (value === null ? '—' : value.toLocaleString(currentLocale()));

const Total = ({ column, label, value }: { column: string; label: string; value: number }) => (
  <div className="grid gap-1 text-center">
    <span className="mx-auto min-w-16 border-b-2 border-slate-900 px-2 text-xl font-bold">{value}</span>
    <span className="text-xs">
      ({column}) {label}
    </span>
  </div>
);

const Box = ({ title, children }: { title: string; children: ReactNode }) => (
  <div className="grid content-start gap-3 border border-slate-400 p-3">
    <h3 className="text-sm font-bold uppercase tracking-wide text-slate-900">{title}</h3>
    {children}
  </div>
);

const stateBadge = {
  certified: <Badge tone="green">Certified</Badge>,
  'changed-since-certification': <Badge tone="blue">{CHANGED_SINCE_CERTIFICATION}</Badge>,
  'not-certified': <Badge tone="yellow">Not certified</Badge>,
} as const;

/** OSHA's Form 300A laid out as the form: totals on the left, establishment and signature on the right. */
export const Summary300AForm = ({ data, certify }: { data: Osha300ASummary; certify: ReactNode }) => {
  const s = data.summary;
  const e = data.establishment;
  const latest = data.certification.latest;
  return (
    <section
      className="osha-print-form grid gap-4 rounded-xl border border-slate-300 bg-white p-4"
      aria-labelledby="osha-300a-title"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="osha-300a-title" className="text-lg font-bold text-slate-900">
            OSHA&apos;s Form 300A: Summary of Work-Related Injuries and Illnesses
          </h2>
          <p className="text-xs text-slate-700">
            All establishments covered by Part 1904 must complete this Summary page, even if no work-related
            injuries or illnesses occurred during the year. Post it from February 1 to April 30 of the year
            following the year covered by the form.
          </p>
        </div>
        <p className="text-sm">
          <span className="font-semibold">Year</span> {data.year}
          {data.asOf && (
            <span className="block text-xs">As the records stood on {formatDate(data.asOf)}</span>
          )}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-[3fr_2fr] print:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-4">
          <Box title="Number of cases">
            <div className="grid grid-cols-4 gap-2">
              <Total column="G" label="Total number of deaths" value={s.total_deaths} />
              <Total
                column="H"
                label="Total number of cases with days away from work"
                value={s.total_dafw_cases}
              />
              <Total
                column="I"
                label="Total number of cases with job transfer or restriction"
                value={s.total_djtr_cases}
              />
              <Total column="J" label="Total number of other recordable cases" value={s.total_other_cases} />
            </div>
          </Box>
          <Box title="Number of days">
            <div className="grid grid-cols-2 gap-2">
              <Total column="K" label="Total number of days away from work" value={s.total_dafw_days} />
              <Total
                column="L"
                label="Total number of days of job transfer or restriction"
                value={s.total_djtr_days}
              />
            </div>
          </Box>
          <Box title="Injury and illness types">
            <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
              {(
                [
                  ['M1', 'Injuries', s.total_injuries],
                  ['M4', 'Poisonings', s.total_poisonings],
                  ['M2', 'Skin disorders', s.total_skin_disorders],
                  ['M5', 'Hearing loss', s.total_hearing_loss],
                  ['M3', 'Respiratory conditions', s.total_respiratory_conditions],
                  ['M6', 'All other illnesses', s.total_other_illnesses],
                ] as const
              ).map(([column, label, value]) => (
                <div key={column} className="flex justify-between gap-2 border-b border-slate-300">
                  <dt>
                    ({column}) {label}
                  </dt>
                  <dd className="font-bold">{value}</dd>
                </div>
              ))}
            </dl>
          </Box>
          <div className="grid gap-1 text-sm print:hidden">
            <p>
              <span className="font-semibold">TRIR</span> {s.trir ?? 'No hours for this year'}
              {' · '}
              <span className="font-semibold">DART</span> {s.dart ?? 'No hours for this year'}
            </p>
            <p className="text-xs text-slate-600">Cases × 200,000 ÷ hours worked; not part of Form 300A.</p>
          </div>
        </div>
        <div className="grid content-start gap-4">
          <Box title="Establishment information">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold">Name</dt>
              <dd>{e.name}</dd>
              <dt className="font-semibold">Street</dt>
              <dd>{e.streetAddress}</dd>
              <dt className="font-semibold">City, State, ZIP</dt>
              <dd>
                {e.city}, {e.state} {e.zip}
              </dd>
              <dt className="font-semibold">Industry</dt>
              <dd>{e.industryDescription}</dd>
              <dt className="font-semibold">NAICS</dt>
              <dd>{e.naicsCode}</dd>
            </dl>
          </Box>
          <Box title="Employment information">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold">Annual average number of employees</dt>
              <dd>{figure(s.annual_average_employees)}</dd>
              <dt className="font-semibold">Total hours worked by all employees last year</dt>
              <dd>{figure(s.total_hours_worked)}</dd>
            </dl>
          </Box>
          <Box title="Sign here">
            <p className="text-xs">
              Knowingly falsifying this document may result in a fine. I certify that I have examined this
              document and that to the best of my knowledge the entries are true, accurate, and complete.
            </p>
            <div className="print:hidden">{stateBadge[data.certification.state]}</div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold">Company executive</dt>
              <dd>{latest?.executiveName ?? ''}</dd>
              <dt className="font-semibold">Title</dt>
              <dd>{latest?.executiveTitle ?? ''}</dd>
              <dt className="font-semibold">Date</dt>
              <dd>{latest ? formatDate(latest.certifiedOn) : ''}</dd>
            </dl>
            {latest && (
              <p className="text-xs text-slate-600">
                {latest.meaning}: signed electronically by {latest.certifiedByName},{' '}
                {formatSignedAt(latest.certifiedAt, latest.timeZone)}
                <span className="print:hidden">
                  ; summary hash <code className="break-all">{latest.summarySha256.slice(0, 16)}…</code>
                </span>
              </p>
            )}
            <div className="print:hidden">{certify}</div>
          </Box>
        </div>
      </div>
    </section>
  );
};
