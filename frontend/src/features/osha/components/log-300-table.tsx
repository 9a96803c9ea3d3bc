import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Osha300Log } from '@hs/contracts';
import { formatDate } from '@/lib/dates';
import { caseTypeColumns, outcomeColumns } from '../osha-labels';
import { asOfSearch } from './as-of-field';
import { ScrollRegion } from '@/components/ui/scroll-region';

const th = 'border border-slate-400 px-1 py-1 text-left align-bottom font-semibold';
const rowHeader = 'border border-slate-400 px-1 py-1 text-left align-top font-semibold';
const td = 'border border-slate-400 px-1 py-1 align-top break-words';
const narrow = 'w-11 print:w-7';

/** Narrow columns carry their heading upright, read bottom to top, as on OSHA's form. */
const Upright = ({ children }: { children: ReactNode }) => (
  <span className="inline-block max-h-36 rotate-180 [writing-mode:vertical-rl]">{children}</span>
);

/** The headings of a group of check columns, each as its letter and label. */
const UprightHeadings = ({ columns }: { columns: readonly { column: string; label: string }[] }) =>
  columns.map((c) => (
    <th key={c.column} scope="col" className={th}>
      <Upright>
        ({c.column}) {c.label}
      </Upright>
    </th>
  ));

const Check = ({ on, label }: { on: boolean; label: string }) =>
  on ? (
    <span role="img" aria-label={label}>
      ✓
    </span>
  ) : null;

/** OSHA's Form 300 as a table: columns A to M, one row per recordable case, page totals below. */
export const Log300Table = ({ log }: { log: Osha300Log }) => (
  // The legal form keeps its columns A to M: on a narrow screen it scrolls inside its own region.
  <ScrollRegion
    label={`Form 300 log of ${log.establishment.name}, ${log.year}`}
    className="print:overflow-visible"
  >
    <table className="osha-300-table w-full min-w-[1100px] table-fixed border-collapse text-[11px] leading-tight print:min-w-0">
      <caption className="sr-only">
        Form 300 log of {log.establishment.name}, {log.year}
      </caption>
      <colgroup>
        <col className="w-24 print:w-20" />
        <col className="w-24 print:w-20" />
        <col className="w-20 print:w-16" />
        <col className="w-[4.5rem] print:w-14" />
        <col className="w-24 print:w-20" />
        <col />
        {Array.from({ length: 12 }, (_, i) => (
          <col key={i} className={narrow} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <th scope="colgroup" colSpan={6} className={th}>
            Identify the person and describe the case
          </th>
          <th scope="colgroup" colSpan={4} className={th}>
            Classify the case: the most serious outcome
          </th>
          <th scope="colgroup" colSpan={2} className={th}>
            Number of days
          </th>
          <th scope="colgroup" colSpan={6} className={th}>
            Injury or illness
          </th>
        </tr>
        <tr>
          <th scope="col" className={th}>
            (A) Case no.
          </th>
          <th scope="col" className={th}>
            (B) Employee&apos;s name
          </th>
          <th scope="col" className={th}>
            (C) Job title
          </th>
          <th scope="col" className={th}>
            (D) Date of injury or onset of illness
          </th>
          <th scope="col" className={th}>
            (E) Where the event occurred
          </th>
          <th scope="col" className={th}>
            (F) Injury or illness, parts of body affected, object or substance
          </th>
          <UprightHeadings columns={outcomeColumns} />
          <th scope="col" className={th}>
            <Upright>(K) Away from work</Upright>
          </th>
          <th scope="col" className={th}>
            <Upright>(L) On job transfer or restriction</Upright>
          </th>
          <UprightHeadings columns={caseTypeColumns} />
        </tr>
      </thead>
      <tbody>
        {log.cases.map((c) => (
          <tr key={c.incidentId}>
            <th scope="row" className={rowHeader}>
              <Link
                className="text-brand-800 underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center print:text-slate-900 print:no-underline"
                to={`/osha/301/${c.incidentId}${asOfSearch(log.asOf ?? '')}`}
              >
                {c.caseNumber}
              </Link>
            </th>
            <td className={td}>{c.employeeName}</td>
            <td className={td}>{c.jobTitle ?? ''}</td>
            <td className={td}>{formatDate(c.dateOfInjury)}</td>
            <td className={td}>{c.where}</td>
            <td className={td}>{c.description}</td>
            {outcomeColumns.map((col) => (
              <td key={col.column} className={`${td} text-center`}>
                <Check on={c.outcome === col.outcome} label={col.label} />
              </td>
            ))}
            <td className={`${td} text-right`}>{c.daysAway}</td>
            <td className={`${td} text-right`}>{c.daysRestricted}</td>
            {caseTypeColumns.map((col) => (
              <td key={col.column} className={`${td} text-center`}>
                <Check on={c.caseType === col.caseType} label={col.label} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <th scope="row" colSpan={6} className={`${th} text-right`}>
            Page totals
          </th>
          <td className={`${td} text-center`}>{log.totals.total_deaths}</td>
          <td className={`${td} text-center`}>{log.totals.total_dafw_cases}</td>
          <td className={`${td} text-center`}>{log.totals.total_djtr_cases}</td>
          <td className={`${td} text-center`}>{log.totals.total_other_cases}</td>
          <td className={`${td} text-right`}>{log.totals.total_dafw_days}</td>
          <td className={`${td} text-right`}>{log.totals.total_djtr_days}</td>
          <td className={`${td} text-center`}>{log.totals.total_injuries}</td>
          <td className={`${td} text-center`}>{log.totals.total_skin_disorders}</td>
          <td className={`${td} text-center`}>{log.totals.total_respiratory_conditions}</td>
          <td className={`${td} text-center`}>{log.totals.total_poisonings}</td>
          <td className={`${td} text-center`}>{log.totals.total_hearing_loss}</td>
          <td className={`${td} text-center`}>{log.totals.total_other_illnesses}</td>
        </tr>
      </tfoot>
    </table>
  </ScrollRegion>
);
