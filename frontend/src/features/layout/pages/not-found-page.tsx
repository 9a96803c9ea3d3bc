import { Link } from 'react-router';
import { MapPinOff } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { i18n } from '@/lib/i18n';

/** An address that leads nowhere (a mistyped or old link): plain words and a way back. */
export const NotFoundPage = () => (
  <>
    <PageHeader title={i18n.t('layout:notFound.title')} />
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-14 text-center">
        <span
          className="grid size-14 place-items-center rounded-full bg-slate-100 text-slate-700"
          aria-hidden="true"
        >
          <MapPinOff className="size-7" />
        </span>
        <p className="max-w-lg text-base text-slate-700">{i18n.t('layout:notFound.text')}</p>
        <Button asChild>
          <Link to="/dashboard">{i18n.t('layout:notFound.back')}</Link>
        </Button>
      </CardContent>
    </Card>
  </>
);
