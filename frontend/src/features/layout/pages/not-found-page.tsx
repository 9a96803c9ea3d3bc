import { Link, useLocation } from 'react-router';
import { MapPinOff } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';

export const NotFoundPage = () => {
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title="404 Page Not Found" />
      <Card>
        <CardContent className="flex flex-col items-center gap-4 py-14 text-center">
          <span
            className="grid size-14 place-items-center rounded-full bg-slate-100 text-slate-700"
            aria-hidden="true"
          >
            <MapPinOff className="size-7" />
          </span>
          <p className="max-w-lg text-base text-slate-700">
            There is no page at <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">{pathname}</code>
            . Did you forget to add the page to the router?
          </p>
          <Button asChild>
            <Link to="/dashboard">Go to the Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </>
  );
};
