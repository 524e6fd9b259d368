/**
 * The dashboard's toasts: a tiny store outside React, so a save can announce its outcome
 * and then navigate away (the form unmounts, the toaster in the dashboard's layout stays).
 */
export interface Toast {
  id: number;
  tone: 'success' | 'error';
  title: string;
  description?: string;
}

const SHOWN_MS = 6000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** Shows a toast for a few seconds (an error one stays until dismissed: it may need reading). */
export function showToast(toast: Omit<Toast, 'id'>): void {
  const id = nextId++;
  toasts = [...toasts.slice(-3), { ...toast, id }];
  emit();
  if (toast.tone === 'success') setTimeout(() => dismissToast(id), SHOWN_MS);
}

export const toastStore = {
  get: (): readonly Toast[] => toasts,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
