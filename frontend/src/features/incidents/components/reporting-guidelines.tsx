import { ClipboardList } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const guidelines = [
  'Report all incidents, injuries and near misses, however minor they seem.',
  'Include as much detail as you can: what happened, where, when and who was involved.',
  'Submit your report within 24 hours of the incident.',
  'For emergencies, contact the safety officer immediately; call 911 if anyone is in danger.',
];

export const ReportingGuidelines = () => (
  <Card aria-labelledby="reporting-guidelines-title">
    <CardHeader>
      <CardTitle id="reporting-guidelines-title" className="flex items-center gap-2 text-base">
        <ClipboardList className="size-5 text-brand-700" aria-hidden="true" />
        Reporting Guidelines
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
