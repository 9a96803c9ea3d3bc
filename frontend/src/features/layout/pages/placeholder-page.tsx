import { Link } from 'react-router';
import { Construction } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

/** Stands in for a screen not built yet. */
export const PlaceholderPage = ({ title }: { title: string }) => (
  <>
    <PageHeader title={title} />
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-14 text-center">
        <span
          className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700"
          aria-hidden="true"
        >
          <Construction className="size-7" />
        </span>
        <p className="text-base text-slate-700">This section is being set up.</p>
        <Button asChild variant="secondary">
          <Link to="/dashboard">Back to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  </>
);
