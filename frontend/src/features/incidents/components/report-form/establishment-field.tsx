import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/form-controls';
import { establishmentsQueryOptions } from '@/features/establishments';

/** Where it happened (OSHA 1904.30); hidden while no establishment exists. */
export const EstablishmentField = ({
  value,
  onChange,
}: {
  value: string;
  onChange: (id: string) => void;
}) => {
  const { t } = useTranslation('incidents');
  const establishments = useQuery(establishmentsQueryOptions()).data ?? [];
  if (establishments.length === 0) return null;
  return (
    <Field
      id="incident-establishment"
      label={t('incidentSection.establishment')}
      required
      className="md:col-span-2"
    >
      <NativeSelect
        id="incident-establishment"
        required
        aria-required="true"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('incidentSection.chooseEstablishment')}</option>
        {establishments.map((e) => (
          <option key={e.id} value={e.id} translate="no">
            {e.name} ({e.company}, {e.city})
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
};
