import { Link } from 'react-router';
import { FileSearch, FileUp, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ContactSafetyTeamDialog } from '@/features/safety-inbox';

const actions = [
  { label: 'Report Incident', to: '/incidents/new', icon: TriangleAlert },
  { label: 'Upload Safety Document', to: '/documents/upload', icon: FileUp },
  { label: 'Access SDS Library', to: '/documents?category=SDS', icon: FileSearch },
] as const;

/** Quick Actions. */
export const QuickActionsCard = () => (
  <Card aria-labelledby="quick-actions-title">
    <CardHeader>
      <CardTitle id="quick-actions-title">Quick Actions</CardTitle>
    </CardHeader>
    <CardContent>
      <ul className="grid gap-3">
        {actions.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Button asChild variant="secondary" className="w-full justify-start">
              <Link to={to}>
                <Icon className="text-brand-700" aria-hidden="true" />
                {label}
              </Link>
            </Button>
          </li>
        ))}
        <li>
          <ContactSafetyTeamDialog />
        </li>
      </ul>
    </CardContent>
  </Card>
);
