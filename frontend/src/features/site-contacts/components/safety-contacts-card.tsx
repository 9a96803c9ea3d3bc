import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useSiteSettings } from '@/lib/site-settings';
import { SafetyContactsForm } from './safety-contacts-form';

/** The site's safety contacts on the administrators' notices page, where the dashboard's words are set. */
export const SafetyContactsCard = () => {
  const { t } = useTranslation('site-contacts');
  const settings = useSiteSettings();
  return (
    <Card aria-labelledby="safety-contacts-title">
      <CardHeader>
        <div>
          <CardTitle id="safety-contacts-title">{t('title')}</CardTitle>
          <p className="mt-1 text-sm text-slate-600">{t('description')}</p>
        </div>
      </CardHeader>
      <CardContent>{settings && <SafetyContactsForm settings={settings} />}</CardContent>
    </Card>
  );
};
