import { ChevronDown } from 'lucide-react';
import { roleLabels } from '@/lib/role-labels';
import { useSignedInUser } from '@/lib/session';

export const triggerClasses =
  'flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-left text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300 data-[state=open]:bg-white/10';

/** What the user menu's button shows: initials, name and role. */
export const UserMenuFace = () => {
  const user = useSignedInUser();
  return (
    <>
      <span
        className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white"
        aria-hidden="true"
      >
        {user.firstName.charAt(0)}
        {user.lastName.charAt(0)}
      </span>
      <span className="sr-only leading-tight sm:not-sr-only">
        <span className="block max-w-40 truncate" translate="no">
          {`${user.firstName} ${user.lastName}`}
        </span>
        <span className="block text-xs font-normal text-slate-300">{roleLabels[user.role]}</span>
      </span>
      <ChevronDown className="size-4" aria-hidden="true" />
    </>
  );
};
