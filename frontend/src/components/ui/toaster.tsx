import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { i18n } from '@/lib/i18n';
import { dismissToast, useToasts } from './toast-store';

/** The one toast region of the app; timings and gestures as the product keeps them (docs/product.md). */
export const Toaster = () => {
  const toasts = useToasts();
  return (
    <Toast.Provider
      label={i18n.t('common:toasts.one')}
      swipeDirection="right"
      swipeThreshold={50}
      duration={5000}
    >
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'toast-root relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            t.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description && (
              <Toast.Description
                className={cn('text-sm', t.variant === 'destructive' ? 'text-white' : 'text-slate-700')}
              >
                {t.description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label={i18n.t('common:actions.closeNotification')}
            className={cn(
              'absolute top-3 right-3 rounded p-1 focus-visible:outline-none focus-visible:ring-2',
              t.variant === 'destructive'
                ? 'text-white hover:bg-red-800 focus-visible:ring-white'
                : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-brand-600',
            )}
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        label={i18n.t('common:toasts.region')}
        hotkey={['F8']}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
};
