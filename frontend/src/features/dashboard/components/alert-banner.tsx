import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { alertTypeOf, type AlertType } from '../alert-types';

interface AlertBannerProps {
  /** warning, info, error or success; anything else looks like warning. */
  type: string;
  title: string;
  message: string;
  link?: { url: string; text: string } | null;
  /** Called as the banner closes, e.g. to remember the dismissal on the server. */
  onDismiss?: () => void;
}

// Dark text on pale fills: every type stays above the 4.5:1 contrast of WCAG AA.
const looks: Record<AlertType, { frame: string; icon: LucideIcon; iconColour: string; close: string }> = {
  warning: {
    frame: 'border-yellow-300 bg-yellow-50 text-yellow-900',
    icon: TriangleAlert,
    iconColour: 'text-yellow-700',
    close: 'hover:bg-yellow-100',
  },
  info: {
    frame: 'border-blue-200 bg-blue-50 text-blue-900',
    icon: Info,
    iconColour: 'text-blue-700',
    close: 'hover:bg-blue-100',
  },
  error: {
    frame: 'border-red-200 bg-red-50 text-red-900',
    icon: CircleAlert,
    iconColour: 'text-red-700',
    close: 'hover:bg-red-100',
  },
  success: {
    frame: 'border-green-200 bg-green-50 text-green-900',
    icon: CircleCheck,
    iconColour: 'text-green-700',
    close: 'hover:bg-green-100',
  },
};

const linkClasses =
  'rounded-sm font-semibold underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** The dashboard's alert banner: type, title, message, an optional link and a close button. */
export const AlertBanner = ({ type, title, message, link, onDismiss }: AlertBannerProps) => {
  const [open, setOpen] = useState(true);
  const titleId = useId();
  if (!open) return null;
  const look = looks[alertTypeOf(type)];
  const Icon = look.icon;
  return (
    <section
      aria-labelledby={titleId}
      className={cn('mb-6 flex items-start gap-3 rounded-xl border p-4 shadow-sm', look.frame)}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', look.iconColour)} aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <h2 id={titleId} className="font-semibold">
          {title}
        </h2>
        <p className="mt-1">{message}</p>
        {link &&
          (link.url.startsWith('/') ? (
            <Link to={link.url} className={cn('mt-2 inline-block', linkClasses)}>
              {link.text}
            </Link>
          ) : (
            <a href={link.url} className={cn('mt-2 inline-block', linkClasses)}>
              {link.text}
            </a>
          ))}
      </div>
      <button
        type="button"
        onClick={() => {
          setOpen(false);
          onDismiss?.();
          // The button goes away with the banner; focus stays in the page instead of dropping to <body>.
          document.getElementById('main-content')?.focus();
        }}
        aria-label={`Dismiss: ${title}`}
        className={cn(
          'shrink-0 rounded p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
          look.close,
        )}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </section>
  );
};
