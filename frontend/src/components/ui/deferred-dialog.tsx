import { Suspense, useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react';
import { Slot } from 'radix-ui';
import { LoaderCircle } from 'lucide-react';

/** What a deferred dialog (a Modal opened from state) is given once its code has loaded. */
export interface DeferredDialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger, which gets the focus back when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * Shown over the page while the code of a dialog that was just opened is on its way. Quiet for
 * the first moment, so a fast load shows nothing.
 */
export const DialogLoading = ({ children }: { children: ReactNode }) => (
  <div className="fixed inset-0 z-50 grid animate-[fade-in_200ms_ease-out_300ms_both] place-items-center bg-slate-900/60">
    <div
      role="status"
      className="flex items-center gap-3 rounded-xl bg-white px-6 py-4 text-sm font-medium text-slate-700 shadow-2xl"
    >
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      {children}
    </div>
  </div>
);

interface DeferredDialogProps {
  /** The element that opens the dialog (a Button, say); it acts as a dialog trigger. */
  trigger: ReactElement;
  /** The text of the loading state while the dialog's code loads. */
  loadingText: string;
  /** The dialog itself, usually a lazy component; rendered from the first opening on. */
  children: (state: DeferredDialogState) => ReactNode;
}

/**
 * A dialog whose code is fetched the first time it is opened, so a page lists many triggers
 * without downloading the dialogs, their forms and their Radix parts up front. The trigger gets
 * what a Radix Dialog.Trigger gives it; the dialog stays mounted after closing, so it animates
 * out and opens again at once.
 */
export const DeferredDialog = ({ trigger, loadingText, children }: DeferredDialogProps) => {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const triggerRef = useRef<HTMLElement>(null);
  return (
    <>
      <Slot.Root
        ref={triggerRef}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {trigger}
      </Slot.Root>
      {opened && (
        <Suspense fallback={<DialogLoading>{loadingText}</DialogLoading>}>
          {children({ open, onOpenChange: setOpen, returnFocusTo: triggerRef })}
        </Suspense>
      )}
    </>
  );
};
