import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

interface WorkDialogProps {
  label: string;
  title: string;
  description: string;
  icon: ReactNode;
  disabled?: boolean;
  /** The smaller button, for the row of account actions. */
  size?: 'sm';
  /** The form; it is mounted only while the dialog is open, so every opening starts empty. */
  children: (close: () => void) => ReactNode;
}

/** A button on the employee card that opens a dialog about that employee: work to hand out, or a change. */
export const WorkDialog = ({
  label,
  title,
  description,
  icon,
  disabled = false,
  size,
  children,
}: WorkDialogProps) => {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      trigger={
        <Button variant="secondary" size={size} disabled={disabled}>
          {icon}
          {label}
        </Button>
      }
    >
      {children(() => setOpen(false))}
    </Modal>
  );
};
