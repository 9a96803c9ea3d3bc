import type { ReactNode } from 'react';

export interface WorkItemMeta {
  label: string;
  value: ReactNode;
}

interface WorkItemProps {
  title: string;
  badges: ReactNode;
  description?: string | null;
  meta: WorkItemMeta[];
  /** Controls under the details (review a submitted file). */
  actions?: ReactNode;
}

/** One task, assignment or file requirement on the employee's tabs. */
export const WorkItem = ({ title, badges, description, meta, actions }: WorkItemProps) => (
  <li className="rounded-lg border border-slate-200 bg-white p-4">
    <div className="flex flex-wrap items-start justify-between gap-2">
      <h4 className="min-w-0 font-semibold break-words text-slate-900">{title}</h4>
      <div className="flex flex-wrap gap-1.5">{badges}</div>
    </div>
    {description && (
      <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{description}</p>
    )}
    <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-xs">
      {meta.map(({ label, value }) => (
        <div key={label} className="flex gap-1">
          <dt className="text-slate-600">{label}:</dt>
          <dd className="font-medium text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
    {actions}
  </li>
);

export const WorkSectionTitle = ({ id, children }: { id: string; children: ReactNode }) => (
  <h3 id={id} className="mb-3 text-sm font-semibold tracking-wide text-slate-700 uppercase">
    {children}
  </h3>
);
