import type { ReporterProfile } from '@hs/contracts';
import { StatusMessage } from '@/components/ui/status-message';

type ProfileQuery = { data?: ReporterProfile | undefined; isPending: boolean; isError: boolean };

/** Who says who the supervisors are, in words: the one on record, else the department's, else none. */
export const supervisorNames = (profile: Pick<ReporterProfile, 'supervisors'>): string =>
  profile.supervisors.map((s) => s.name).join(', ') || 'None on record (the safety team is told)';

/** The reporter as the records know them: read-only, so nobody types a supervisor's name. */
export const ReporterSummary = ({ profile }: { profile: ProfileQuery }) => {
  if (profile.isPending)
    return (
      <StatusMessage kind="loading" className="py-4">
        Loading your details...
      </StatusMessage>
    );
  if (profile.isError || !profile.data)
    return (
      <StatusMessage kind="error" className="py-4">
        Failed to load your details from your employee record.
      </StatusMessage>
    );
  const { name, department, position, homeEstablishment } = profile.data;
  const rows: [string, string][] = [
    ['Name', name],
    ['Department', department],
    ['Position', position ?? 'N/A'],
    ['Supervisor', supervisorNames(profile.data)],
    ['Establishment', homeEstablishment?.name ?? 'N/A'],
  ];
  return (
    <section aria-labelledby="reporter-summary-title" className="rounded-lg bg-slate-50 p-4">
      <h3 id="reporter-summary-title" className="text-sm font-semibold text-slate-900">
        Reported by (from your employee record)
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
