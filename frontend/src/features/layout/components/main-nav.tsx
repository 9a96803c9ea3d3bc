import { Link, matchPath, useLocation } from 'react-router';
import { cn } from '../../../lib/cn';
import { isSafetyTeam } from '../../auth/roles';
import { isAdmin, useCurrentUser } from '../../auth/session';
import { navItems, type NavItem } from '../nav-items';

const isActive = (item: NavItem, pathname: string): boolean =>
  item.activeOn.some((pattern) => matchPath(pattern, pathname) !== null);

export const MainNav = () => {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const admin = isAdmin(user);
  const safetyTeam = isSafetyTeam(user);
  return (
    <nav aria-label="Main" className="border-b border-slate-200 bg-white shadow-sm">
      <ul className="mx-auto flex max-w-7xl overflow-x-auto px-2 sm:px-4 lg:px-6">
        {navItems
          .filter((item) => (admin || !item.adminOnly) && (safetyTeam || !item.safetyTeamOnly))
          .map((item) => {
            const active = isActive(item, pathname);
            const Icon = item.icon;
            return (
              <li key={item.to} className="shrink-0">
                <Link
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-1.5 border-b-2 px-2.5 py-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset',
                    active
                      ? 'border-brand-700 text-brand-800'
                      : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {item.label}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
};
