import { CircleHelp } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const types = [
  {
    name: 'Near Miss',
    text: 'An event that could have caused injury or damage, but did not.',
    dot: 'bg-yellow-400',
  },
  {
    name: 'Minor Injury',
    text: 'An injury treated with first aid only, with no time lost from work.',
    dot: 'bg-orange-500',
  },
  {
    name: 'Serious Injury',
    text: 'An injury needing medical treatment beyond first aid, or causing time off work.',
    dot: 'bg-red-600',
  },
];

export const IncidentTypesHelp = () => (
  <Card aria-labelledby="incident-types-title">
    <CardHeader>
      <CardTitle id="incident-types-title" className="flex items-center gap-2 text-base">
        <CircleHelp className="size-5 text-brand-700" aria-hidden="true" />
        Incident Types
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
