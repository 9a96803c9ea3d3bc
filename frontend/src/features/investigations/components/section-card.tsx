import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** A titled section of the investigation page, named by its heading for landmarks. */
export const SectionCard = ({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) => (
  <Card aria-labelledby={id}>
    <CardHeader>
      <CardTitle id={id} className="text-base">
        {title}
      </CardTitle>
      {description && <p className="text-sm text-slate-700">{description}</p>}
    </CardHeader>
    <CardContent className="grid gap-4">{children}</CardContent>
  </Card>
);
