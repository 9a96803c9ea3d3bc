import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { InvolvedKind } from '@hs/contracts';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { EmployeePicker } from './employee-picker';
import { FormSection } from './form-section';
import { ReporterSummary } from './reporter-summary';
import type { IncidentReportForm, ReportFields } from './use-incident-report-form';

const involvedChoices = (t: TFunction<'incidents'>): Record<InvolvedKind, string> => ({
  reporter: t('employeeSection.me'),
  employee: t('employeeSection.anotherEmployee'),
  'non-employee': t('employeeSection.nonEmployee'),
});

/** Someone not employed here: their name and organisation, in fields of their own. */
const NonEmployeeFields = ({ fields: { field, error } }: { fields: ReportFields }) => {
  const { t } = useTranslation('incidents');
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Field
        id="non-employee-name"
        label={t('employeeSection.theirName')}
        required
        error={error('nonEmployeeName')}
      >
        <Input
          {...field('non-employee-name', 'nonEmployeeName', { required: true })}
          maxLength={200}
          autoComplete="off"
        />
      </Field>
      <Field
        id="non-employee-organisation"
        label={t('employeeSection.organisation')}
        required
        error={error('nonEmployeeOrganisation')}
      >
        <Input
          {...field('non-employee-organisation', 'nonEmployeeOrganisation', { required: true })}
          maxLength={200}
          autoComplete="off"
        />
      </Field>
    </div>
  );
};

/** The reporter comes from the account; the person involved is chosen, never typed as an employee. */
export const EmployeeInformationSection = ({
  fields,
  profile,
}: {
  fields: ReportFields;
  profile: IncidentReportForm['profile'];
}) => {
  const { t } = useTranslation('incidents');
  const kind = useWatch({ control: fields.control, name: 'involvedKind' });
  return (
    <FormSection
      id="employee-information"
      step={2}
      title={t('employeeSection.title')}
      description={t('employeeSection.description')}
    >
      <div className="grid gap-5">
        <ReporterSummary profile={profile} />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">
            {t('employeeSection.whoInvolved')}
          </legend>
          {Object.entries(involvedChoices(t)).map(([value, label]) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={value}
                {...fields.register('involvedKind')}
                className="size-5 shrink-0 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </fieldset>
        {kind === 'employee' && <EmployeePicker fields={fields} reporterId={profile.data?.id ?? null} />}
        {kind === 'non-employee' && <NonEmployeeFields fields={fields} />}
      </div>
    </FormSection>
  );
};
