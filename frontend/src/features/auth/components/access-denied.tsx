import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

/** What a signed-in user without the needed role sees instead of an admin screen. */
export const AccessDenied = ({ title, message }: { title: string; message: string }) => (
  <>
    <PageHeader title={title} />
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-14 text-center">
        <span
          className="grid size-14 place-items-center rounded-full bg-red-50 text-red-700"
          aria-hidden="true"
        >
          <ShieldAlert className="size-7" />
        </span>
        <p className="max-w-lg text-base font-medium text-slate-800">{message}</p>
        <p className="max-w-lg text-sm text-slate-600">
          If you need this access for your work, ask the safety team administrator.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild variant="secondary">
            <Link to="/dashboard">Back to Dashboard</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/admin-login">Administrator Sign In</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  </>
);
