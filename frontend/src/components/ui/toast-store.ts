import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastMessage extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description: string | undefined;
  open: boolean;
}

// One toast visible at a time (docs/product.md); a dismissed toast is dropped after 1,000,000 ms.
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const publish = (next: ToastMessage[]): void => {
  toasts = next;
  listeners.forEach((listener) => listener());
};

/** Shows a toast from anywhere (event handlers, mutation callbacks); it replaces the current one. */
export const toast = ({ title, description, variant = 'default' }: ToastInput): number => {
  const id = nextId++;
  publish([{ id, title, description, variant, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
};

export const dismissToast = (id: number): void => {
  publish(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => publish(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToasts = (): ToastMessage[] => useSyncExternalStore(subscribe, () => toasts);
