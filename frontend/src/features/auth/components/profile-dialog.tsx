import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DetailList } from '@/components/ui/detail-list';
import { Modal, ModalClose } from '@/components/ui/modal';
import { roleLabels } from '@/lib/role-labels';

/** Data as the safety team entered it: not translated. */
const asEntered = (text: string) => <span translate="no">{text}</span>;

interface ProfileDialogProps {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The signed-in user's own details, opened from Profile in the user menu. */
export const ProfileDialog = ({ user, open, onOpenChange, returnFocusTo }: ProfileDialogProps) => {
  const { t } = useTranslation('auth');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={t('profile.title')}
      description={t('profile.description')}
      className="max-w-xl"
      footer={
        <ModalClose asChild>
          <Button variant="secondary">{t('profile.close')}</Button>
        </ModalClose>
      }
    >
      <div className="flex items-center gap-4 rounded-lg bg-slate-50 p-4">
        <span
          className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-700 text-lg font-bold text-white"
          aria-hidden="true"
        >
          {user.firstName.charAt(0)}
          {user.lastName.charAt(0)}
        </span>
        <div className="min-w-0" translate="no">
          <p className="font-semibold text-slate-900">
            {user.firstName} {user.lastName}
          </p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
        </div>
        <Badge tone="brand" className="ml-auto">
          {roleLabels[user.role]}
        </Badge>
      </div>
      <DetailList
        className="lg:grid-cols-2"
        items={[
          { label: t('profile.username'), value: asEntered(user.username) },
          { label: t('profile.company'), value: asEntered(user.company) },
          { label: t('profile.department'), value: asEntered(user.department) },
          {
            label: t('profile.position'),
            value: user.position ? asEntered(user.position) : t('profile.notSet'),
          },
          {
            label: t('profile.workLocation'),
            value: user.workLocation ? asEntered(user.workLocation) : t('profile.notSet'),
          },
          { label: t('profile.status'), value: user.isActive ? t('profile.active') : t('profile.inactive') },
        ]}
      />
    </Modal>
  );
};
