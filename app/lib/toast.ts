import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive";
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type Toast = ToastInput & { id: number; variant: ToastVariant };

/** At most this many toasts are visible; a new one beyond it drops the oldest. */
export const TOAST_LIMIT = 3;
/** A toast closes itself this long after it appears, not counting time it is paused (Toaster). */
export const TOAST_DURATION_MS = 4000;

// Server snapshot: pre-rendering never shows toasts, and the constant keeps its identity.
const NONE: Toast[] = [];

let toasts: Toast[] = NONE;
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast, oldest first in the list; returns its id for `dismissToast`. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  update([...toasts, { ...input, id, variant: input.variant ?? "default" }].slice(-TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  if (toasts.some((item) => item.id === id)) update(toasts.filter((item) => item.id !== id));
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current toasts, oldest first; the same array until something changes. */
export function getToasts(): Toast[] {
  return toasts;
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, () => NONE);
}
