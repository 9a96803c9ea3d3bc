import { useTranslation } from 'react-i18next';
import { CircleHelp } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export const IncidentTypesHelp = () => {
  const { t } = useTranslation('incidents');
  const types = [
    { name: t('list.typesHelp.nearMiss'), text: t('list.typesHelp.nearMissText'), dot: 'bg-yellow-400' },
    { name: t('list.typesHelp.minor'), text: t('list.typesHelp.minorText'), dot: 'bg-orange-500' },
    { name: t('list.typesHelp.serious'), text: t('list.typesHelp.seriousText'), dot: 'bg-red-600' },
  ];
  return (
    <Card aria-labelledby="incident-types-title">
      <CardHeader>
        <CardTitle id="incident-types-title" className="flex items-center gap-2 text-base">
          <CircleHelp className="size-5 text-brand-700" aria-hidden="true" />
          {t('list.typesTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm">
          {types.map((type) => (
            <div key={type.name}>
              <dt className="flex items-center gap-2 font-semibold text-slate-900">
                <span className={cn('size-2.5 rounded-full', type.dot)} aria-hidden="true" />
                {type.name}
              </dt>
              <dd className="mt-1 pl-4.5 text-slate-700">{type.text}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
};
