import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** The way back to the incident list, above a report's or the report form's title. */
export const BackToIncidents = () => {
  const { t } = useTranslation('incidents');
  return (
    <Link
      to="/incidents"
      className="mb-2 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('report.back')}
    </Link>
  );
};
