import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { documentRoutes, type VersionSubmission } from '@hs/contracts';
import { formatDateTime } from '@/lib/dates';
import { actorWords } from '@/lib/actor-words';
import { VersionStatus } from './version-status';

const th = 'px-3 py-3 font-semibold first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6';
const td = 'px-3 py-3 align-top first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6';

/** Uploads that went to approval: document, version, who sent it, what changed, and where it stands. */
export const SubmissionTable = ({
  caption,
  submissions,
  actions,
}: {
  caption: string;
  submissions: VersionSubmission[];
  /** The last column (Approve and Reject for those who manage documents). */
  actions?: { header: string; render: (submission: VersionSubmission) => ReactNode };
}) => (
  <div className="relative overflow-x-auto">
    <table className="w-full min-w-[720px] text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
        <tr>
          {['Document', 'Uploaded', 'What changed', 'Status', ...(actions ? [actions.header] : [])].map(
            (c) => (
              <th key={c} scope="col" className={th}>
                {c}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {submissions.map((s) => (
          <tr key={`${s.documentId}-${s.version}`}>
            <td className={td}>
              <Link
                to={`/documents/${s.documentId}`}
                className="font-semibold text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                {s.documentName}
              </Link>
              <span className="block text-xs text-slate-600">
                Version {s.version} ·{' '}
                <a
                  href={documentRoutes.download(s.documentId, s.version)}
                  download
                  className="text-brand-800 underline"
                  aria-label={`Download version ${s.version} of ${s.documentName} (${s.fileName})`}
                >
                  {s.fileName}
                </a>
              </span>
            </td>
            <td className={`${td} text-slate-800`}>
              {formatDateTime(s.uploadedAt)}
              <span className="block text-xs text-slate-600">by {actorWords(s.uploadedByName)}</span>
            </td>
            <td className={`${td} text-slate-800`}>
              {s.changeNote ?? (s.version === 1 ? 'New document' : '—')}
            </td>
            <td className={td}>
              <VersionStatus version={s} />
            </td>
            {actions && <td className={td}>{actions.render(s)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
