import { Link } from 'react-router';
import { MapPinOff } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

/** An address that leads nowhere (a mistyped or old link): plain words and a way back. */
export const NotFoundPage = () => (
  <>
    <PageHeader title="We couldn't find that page" />
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-14 text-center">
        <span
          className="grid size-14 place-items-center rounded-full bg-slate-100 text-slate-700"
          aria-hidden="true"
        >
          <MapPinOff className="size-7" />
        </span>
        <p className="max-w-lg text-base text-slate-700">
          The link may be mistyped, or the page may have moved. Everything you need is reachable from the
          dashboard.
        </p>
        <Button asChild>
          <Link to="/dashboard">Back to the dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  </>
);
