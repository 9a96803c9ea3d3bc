import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { Bell, BellRing, Check, KeyRound, LayoutDashboard, LockKeyhole, LogOut, User } from 'lucide-react';
import { toast } from '@/components/ui/toast-store';
import { i18n, isLanguage, LANGUAGES, switchLanguage } from '@/lib/i18n';
import { keepUserLanguage } from '@/lib/user-language';
import { DialogLoading } from '@/components/ui/deferred-dialog';
import { loadProfileDialog, ProfileDialog, useLogout } from '@/features/auth';
import { roleLabels } from '@/lib/role-labels';
import { reviewDesk, reviewsIncidents } from '@/lib/roles';
import { isAdmin, useSignedInUser } from '@/lib/session';
import { triggerClasses, UserMenuFace } from './user-menu-face';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-800 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-500 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

const adminAccess = { label: () => i18n.t('layout:menu.adminAccess'), to: '/admin-login', icon: KeyRound };
const adminDashboard = {
  label: () => i18n.t('layout:menu.adminDashboard'),
  to: '/admin',
  icon: LayoutDashboard,
};
const reviewDeskLabel = (role: string) =>
  role === 'admin' ? i18n.t('layout:menu.adminNotifications') : i18n.t('layout:menu.reviewQueue');

/** The menu's language choice: the interface switches at once, and the choice is kept for the person. */
const useChooseLanguage = () => {
  const queryClient = useQueryClient();
  return async (value: string) => {
    if (!isLanguage(value) || value === i18n.language) return;
    await switchLanguage(value);
    try {
      await keepUserLanguage(queryClient, value);
      toast({ title: i18n.t('common:language.saved') });
    } catch {
      toast({ variant: 'destructive', title: i18n.t('common:language.notSaved') });
    }
  };
};

/** The user menu once loaded (user-menu.tsx): each role sees only the entries whose pages open for it. */
export const UserMenuDropdown = ({ openAtStart }: { openAtStart: boolean }) => {
  const { t } = useTranslation('layout');
  const user = useSignedInUser();
  const logout = useLogout();
  const chooseLanguage = useChooseLanguage();
  const [profileOpen, setProfileOpen] = useState(false);
  // Mounted from the first opening on, so it can animate out and open again at once.
  const [profileOpened, setProfileOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const fullName = `${user.firstName} ${user.lastName}`;

  return (
    <>
      <DropdownMenu.Root
        defaultOpen={openAtStart}
        onOpenChange={(open) => {
          if (open) void loadProfileDialog();
        }}
      >
        <DropdownMenu.Trigger ref={triggerRef} className={triggerClasses}>
          <UserMenuFace />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 min-w-60 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg"
          >
            <DropdownMenu.Label className="px-2.5 py-1.5">
              <span className="block text-sm font-semibold text-slate-900" translate="no">
                {fullName}
              </span>
              <span className="block text-xs text-slate-600">
                {roleLabels[user.role]} · <span translate="no">{user.username}</span>
              </span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            {/* The dialog lives outside the menu and opens once the menu has closed. */}
            <DropdownMenu.Item
              className={itemClasses}
              onSelect={() => {
                setProfileOpened(true);
                setProfileOpen(true);
              }}
            >
              <User className="size-4" aria-hidden="true" />
              {t('menu.profile')}
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to="/account/password">
                <LockKeyhole className="size-4" aria-hidden="true" />
                {t('menu.changePassword')}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClasses}>
              <Link to="/notifications/settings">
                <BellRing className="size-4" aria-hidden="true" />
                {t('menu.notificationSettings')}
              </Link>
            </DropdownMenu.Item>
            {[
              ...(isAdmin(user) ? [adminAccess, adminDashboard] : []),
              ...(reviewsIncidents(user)
                ? [{ to: reviewDesk(user).to, label: () => reviewDeskLabel(user.role), icon: Bell }]
                : []),
            ].map(({ label, to, icon: Icon }) => (
              <DropdownMenu.Item key={to} asChild className={itemClasses}>
                <Link to={to}>
                  <Icon className="size-4" aria-hidden="true" />
                  {label()}
                </Link>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-semibold text-slate-600">
              {t('common:language.label')}
            </DropdownMenu.Label>
            <DropdownMenu.RadioGroup
              value={i18n.language}
              onValueChange={(value) => void chooseLanguage(value)}
            >
              {LANGUAGES.map((language) => (
                <DropdownMenu.RadioItem
                  key={language.code}
                  value={language.code}
                  lang={language.code}
                  className={itemClasses}
                >
                  <span className="grid size-4 place-items-center">
                    <DropdownMenu.ItemIndicator>
                      <Check className="size-4" aria-hidden="true" />
                    </DropdownMenu.ItemIndicator>
                  </span>
                  {language.name}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item
              className={itemClasses}
              disabled={logout.isPending}
              onSelect={() => logout.mutate()}
            >
              <LogOut className="size-4" aria-hidden="true" />
              {logout.isPending ? t('menu.loggingOut') : t('menu.logout')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {profileOpened && (
        <Suspense fallback={<DialogLoading>{t('menu.loadingProfile')}</DialogLoading>}>
          <ProfileDialog
            user={user}
            open={profileOpen}
            onOpenChange={setProfileOpen}
            returnFocusTo={triggerRef}
          />
        </Suspense>
      )}
    </>
  );
};
