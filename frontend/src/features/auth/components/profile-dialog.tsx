import type { RefObject } from 'react';
import type { CurrentUser } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DetailList } from '@/components/ui/detail-list';
import { Modal, ModalClose } from '@/components/ui/modal';
import { roleLabels } from '@/lib/role-labels';

interface ProfileDialogProps {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The signed-in user's own details, opened from Profile in the user menu. */
export const ProfileDialog = ({ user, open, onOpenChange, returnFocusTo }: ProfileDialogProps) => (
  <Modal
    open={open}
    onOpenChange={onOpenChange}
    returnFocusTo={returnFocusTo}
    title="My Profile"
    description="Your account as the safety team has it on file. Ask an administrator to correct anything."
    className="max-w-xl"
    footer={
      <ModalClose asChild>
        <Button variant="secondary">Close</Button>
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
      <div className="min-w-0">
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
        { label: 'Username', value: user.username },
        { label: 'Company', value: user.company },
        { label: 'Department', value: user.department },
        { label: 'Position', value: user.position || 'Not set' },
        { label: 'Work Location', value: user.workLocation || 'Not set' },
        { label: 'Account Status', value: user.isActive ? 'Active' : 'Inactive' },
      ]}
    />
  </Modal>
);
