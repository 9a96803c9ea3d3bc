import type { TrainingMatrix } from '@hs/contracts';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { roleLabels } from '@/lib/role-labels';
import { MatrixCellBadge } from './matrix-cell-badge';

const validityText = (months: number | null) => (months === null ? 'No expiry' : `Valid ${months} months`);

/**
 * People down, required courses across. Wider than a phone, it scrolls inside a labelled region
 * (the names stay in view) and never the page.
 */
export const MatrixTable = ({ matrix }: { matrix: TrainingMatrix }) => (
  <ScrollRegion label="Training matrix, scrolls sideways" className="rounded-md border border-slate-200">
    <table className="min-w-full border-collapse text-sm">
      <caption className="sr-only">
        Training matrix on {matrix.asOf}: one row per person, one column per required course
      </caption>
      <thead className="bg-slate-50">
        <tr>
          <th
            scope="col"
            className="sticky left-0 z-10 min-w-36 border-b border-slate-200 bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900"
          >
            Person
          </th>
          {matrix.courses.map((course) => (
            <th
              key={course.id}
              scope="col"
              className="min-w-32 border-b border-slate-200 px-3 py-2 text-left align-bottom font-semibold text-slate-900"
            >
              {course.title}
              <span className="block text-xs font-normal text-slate-600">
                {validityText(course.validityMonths)}
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {matrix.people.map((person) => (
          <tr key={person.id} className="border-b border-slate-100 last:border-0">
            <th
              scope="row"
              className="sticky left-0 z-10 bg-white px-3 py-2 text-left align-top font-medium text-slate-900"
            >
              {person.name}
              <span className="block text-xs font-normal text-slate-600">
                {person.department} · {person.position ?? roleLabels[person.role]}
              </span>
            </th>
            {person.cells.map((cell, i) => (
              <td key={matrix.courses[i]!.id} className="px-3 py-2 align-top">
                <MatrixCellBadge cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </ScrollRegion>
);
