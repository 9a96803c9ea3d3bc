import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal, ModalClose } from '@/components/ui/modal';

/** Asks before throwing away a report that may have taken a while to write. */
export const ClearFormDialog = ({ onConfirm, disabled }: { onConfirm: () => void; disabled: boolean }) => {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Clear this report?"
      description="Every field goes back to its default and the saved draft is deleted. This cannot be undone."
      trigger={
        <Button variant="secondary" disabled={disabled}>
          <RotateCcw aria-hidden="true" />
          Clear Form
        </Button>
      }
      footer={
        <>
          <ModalClose asChild>
            <Button variant="secondary">Keep Editing</Button>
          </ModalClose>
          <Button
            variant="destructive"
            onClick={() => {
              onConfirm();
              setOpen(false);
            }}
          >
            Clear Form
          </Button>
        </>
      }
    />
  );
};
