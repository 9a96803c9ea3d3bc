import { useTranslation } from 'react-i18next';
import { ClipboardList } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export const ReportingGuidelines = () => {
  const { t } = useTranslation('incidents');
  const guidelines = [
    t('list.guidelines.all'),
    t('list.guidelines.detail'),
    t('list.guidelines.within'),
    t('list.guidelines.emergency'),
  ];
  return (
    <Card aria-labelledby="reporting-guidelines-title">
      <CardHeader>
        <CardTitle id="reporting-guidelines-title" className="flex items-center gap-2 text-base">
          <ClipboardList className="size-5 text-brand-700" aria-hidden="true" />
          {t('list.guidelinesTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm text-slate-700">
          {guidelines.map((text) => (
            <li key={text} className="flex gap-2.5">
              <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand-700" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
};
