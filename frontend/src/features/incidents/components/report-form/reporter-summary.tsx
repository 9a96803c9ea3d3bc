import { useTranslation } from 'react-i18next';
import type { ReporterProfile } from '@hs/contracts';
import { i18n } from '@/lib/i18n';
import { StatusMessage } from '@/components/ui/status-message';

type ProfileQuery = { data?: ReporterProfile | undefined; isPending: boolean; isError: boolean };

/** Who says who the supervisors are, in words: the one on record, else the department's, else none. */
export const supervisorNames = (profile: Pick<ReporterProfile, 'supervisors'>): string =>
  profile.supervisors.map((s) => s.name).join(', ') || i18n.t('incidents:employeeSection.noSupervisor');

/** The reporter as the records know them: read-only, so nobody types a supervisor's name. */
export const ReporterSummary = ({ profile }: { profile: ProfileQuery }) => {
  const { t } = useTranslation('incidents');
  if (profile.isPending)
    return (
      <StatusMessage kind="loading" className="py-4">
        {t('employeeSection.loadingDetails')}
      </StatusMessage>
    );
  if (profile.isError || !profile.data)
    return (
      <StatusMessage kind="error" className="py-4">
        {t('employeeSection.detailsFailed')}
      </StatusMessage>
    );
  const { name, department, position, homeEstablishment } = profile.data;
  const notApplicable = t('employeeSection.notApplicable');
  // Values from the records are shown as entered; "N/A" and "none on record" are the app's words.
  const rows: [string, string, boolean][] = [
    [t('employeeSection.name'), name, true],
    [t('employeeSection.department'), department, true],
    [t('employeeSection.position'), position ?? notApplicable, !!position],
    [t('employeeSection.supervisor'), supervisorNames(profile.data), profile.data.supervisors.length > 0],
    [t('employeeSection.establishment'), homeEstablishment?.name ?? notApplicable, !!homeEstablishment],
  ];
  return (
    <section aria-labelledby="reporter-summary-title" className="rounded-lg bg-slate-50 p-4">
      <h3 id="reporter-summary-title" className="text-sm font-semibold text-slate-900">
        {t('employeeSection.reportedBy')}
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value, asEntered]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900" translate={asEntered ? 'no' : undefined}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
