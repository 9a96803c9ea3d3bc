import type { ReactNode } from 'react';
import { Construction } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** A tab of Incident Management marked "coming soon". */
export const ComingSoon = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card>
    <CardContent className="flex flex-col items-center gap-3 py-14 text-center">
      <span
        className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700"
        aria-hidden="true"
      >
        <Construction className="size-7" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="max-w-lg text-sm text-slate-700">{children}</div>
    </CardContent>
  </Card>
);
