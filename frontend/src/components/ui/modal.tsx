import type { ReactNode, RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { i18n } from '@/lib/i18n';

interface ModalProps {
  title: string;
  /** Radix needs a description for screen readers; every modal of the app says what it is for. */
  description: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the modal, when it is not opened from state. */
  trigger?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Width and other overrides of the panel, e.g. `max-w-2xl` for a long form. */
  className?: string;
  /**
   * Where focus goes when a modal opened from state (a menu item, say) closes. Without a trigger,
   * Radix would return focus to an element that no longer exists, and keyboard users would be
   * dropped at the top of the page.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The modal dialog of the shared frame: title, description and a close button. */
export const Modal = ({
  title,
  description,
  open,
  onOpenChange,
  trigger,
  children,
  footer,
  className,
  returnFocusTo,
}: ModalProps) => (
  <Dialog.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
    {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
    <Dialog.Portal>
      <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-slate-900/60" />
      <Dialog.Content
        className={cn(
          'dialog-content fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl focus:outline-none',
          className,
        )}
        {...(returnFocusTo
          ? {
              onCloseAutoFocus: (event: Event) => {
                const target = returnFocusTo.current;
                if (!target) return;
                event.preventDefault();
                target.focus();
              },
            }
          : {})}
      >
        <div className="grid gap-1.5 pr-8">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>
        </div>
        {children}
        {footer && <div className="flex flex-wrap justify-end gap-3">{footer}</div>}
        <Dialog.Close
          aria-label={i18n.t('common:actions.close')}
          className="absolute top-4 right-4 rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <X className="size-5" aria-hidden="true" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);

/** Closes the surrounding Modal; wrap a footer button with it. */
export const ModalClose = Dialog.Close;
