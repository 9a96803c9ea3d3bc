import type { ReactNode } from 'react';
import { APP_NAME } from '@/config/site';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Shown above the title, e.g. a back link. */
  eyebrow?: ReactNode;
}

/** The single h1 of a page; it also names the browser tab (React 19 hoists <title> to <head>). */
export const PageHeader = ({ title, description, actions, eyebrow }: PageHeaderProps) => (
  <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
    <title>{`${title} · ${APP_NAME}`}</title>
    <div className="min-w-0">
      {/* A back link is a touch target of its own: 44 px tall on a touch screen. */}
      {eyebrow && (
        <div className="pointer-coarse:[&_a]:inline-flex pointer-coarse:[&_a]:min-h-11 pointer-coarse:[&_a]:items-center">
          {eyebrow}
        </div>
      )}
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {description && <p className="mt-1.5 max-w-3xl text-slate-600">{description}</p>}
    </div>
    {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
  </div>
);
