import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { isSafetyTeam, reviewsIncidents } from '@/lib/roles';
import { isAdmin, useCurrentUser } from '@/lib/session';
import { navItems, type NavItem } from '../nav-items';

const isActive = (item: NavItem, pathname: string): boolean =>
  item.activeOn.some((pattern) => matchPath(pattern, pathname) !== null);

/**
 * The main navigation. From tablet width up every entry is a tab and the tabs wrap onto a second
 * row rather than scroll out of sight; on a phone they sit behind a Menu button (the disclosure
 * pattern: a real button with aria-expanded, Escape closes it and gives the button the focus).
 */
export const MainNav = () => {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const admin = isAdmin(user);
  const safetyTeam = isSafetyTeam(user);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const reviewer = reviewsIncidents(user);
  const items = navItems.filter(
    (item) =>
      (admin || !item.adminOnly) && (safetyTeam || !item.safetyTeamOnly) && (reviewer || !item.reviewersOnly),
  );
  const current = items.find((item) => isActive(item, pathname));

  return (
    <nav
      aria-label={t('nav.label')}
      className="border-b border-slate-200 bg-white shadow-sm"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <div className="mx-auto max-w-7xl px-2 sm:px-4 lg:px-6">
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center gap-2 px-2.5 py-3 text-sm font-medium text-slate-800 focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset md:hidden"
        >
          {open ? (
            <X className="size-4" aria-hidden="true" />
          ) : (
            <Menu className="size-4" aria-hidden="true" />
          )}
          {t('nav.menu')}
          {current && (
            <span className="ml-auto truncate text-slate-600" aria-hidden="true">
              {current.label()}
            </span>
          )}
        </button>
        <ul
          id={listId}
          className={cn(
            'flex-col border-t border-slate-200 pb-2 md:flex md:flex-row md:flex-wrap md:border-t-0 md:pb-0',
            open ? 'flex' : 'hidden',
          )}
        >
          {items.map((item) => {
            // One entry is current: the first that matches (reporting before the incident list).
            const active = item === current;
            const Icon = item.icon;
            return (
              <li key={item.to} className="md:shrink-0">
                <Link
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  // A chosen page closes the phone menu.
                  onClick={() => setOpen(false)}
                  className={cn(
                    'flex items-center gap-1.5 px-2.5 py-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset',
                    'border-l-4 md:border-b-2 md:border-l-0',
                    active
                      ? 'border-brand-700 bg-brand-50 text-brand-800 md:bg-transparent'
                      : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
                    item.prominent && !active && 'font-semibold text-brand-800 hover:text-brand-900',
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {item.label()}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
};
