import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface FormSectionProps {
  id: string;
  step: number;
  title: string;
  description: string;
  children: ReactNode;
}

/** One numbered card of the report form, named by its heading for screen-reader navigation. */
export const FormSection = ({ id, step, title, description, children }: FormSectionProps) => (
  <Card aria-labelledby={`${id}-title`}>
    <CardHeader className="justify-start">
      <span
        className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
        aria-hidden="true"
      >
        {step}
      </span>
      <div>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </div>
    </CardHeader>
    <CardContent>{children}</CardContent>
  </Card>
);
