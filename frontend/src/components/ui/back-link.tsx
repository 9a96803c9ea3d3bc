import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** The link above a page's title back to where it belongs: an arrow and the place's name, in link colour. */
export const BackLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link
    to={to}
    className="mb-2 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 pointer-coarse:min-h-11"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    {children}
  </Link>
);
