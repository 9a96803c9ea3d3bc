import { Link } from 'react-router';
import { BookOpen, CalendarClock, FileWarning, FolderOpen } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

// Spec 2.10: upcoming deadlines and resources are fixed display text.
const deadlines = [
  { title: 'Quarterly Fire Extinguisher Inspection', due: 'Jun 30, 2023' },
  { title: 'Forklift Operator Recertification', due: 'Jul 15, 2023' },
  { title: 'OSHA 300A Summary Review', due: 'Jul 31, 2023' },
];

const resources = [
  { label: 'Safety Policies', to: '/documents?category=Policy' },
  { label: 'Safety Procedures', to: '/documents?category=Procedures' },
  { label: 'Risk Assessments', to: '/documents?category=Assessment' },
  { label: 'Safety Data Sheets (SDS)', to: '/documents?category=SDS' },
];

const linkClasses =
  'rounded-sm font-medium text-brand-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** Static deadlines, resources and the Report Compliance Issue button (spec 2.10). */
export const ComplianceSidebar = () => (
  <aside className="grid content-start gap-6" aria-label="Deadlines and resources">
    <Card aria-labelledby="deadlines-title">
      <CardHeader>
        <CardTitle id="deadlines-title" className="flex items-center gap-2 text-base">
          <CalendarClock className="size-5 text-brand-700" aria-hidden="true" />
          Upcoming Deadlines
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm">
          {deadlines.map(({ title, due }) => (
            <li key={title} className="border-l-4 border-brand-600 pl-3">
              <p className="font-medium text-slate-900">{title}</p>
              <p className="text-xs text-slate-700">Due {due}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
    <Card aria-labelledby="resources-title">
      <CardHeader>
        <CardTitle id="resources-title" className="flex items-center gap-2 text-base">
          <BookOpen className="size-5 text-brand-700" aria-hidden="true" />
          Compliance Resources
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2.5 text-sm">
          {resources.map(({ label, to }) => (
            <li key={to} className="flex items-center gap-2">
              <FolderOpen className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <Link to={to} className={linkClasses}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
    {/* Spec 2.10: an inert button until reporting a compliance issue is designed. */}
    <Button variant="secondary" className="w-full" disabled title="Coming soon">
      <FileWarning aria-hidden="true" />
      Report Compliance Issue<span className="sr-only"> (coming soon)</span>
    </Button>
  </aside>
);
