/**
 * Toasts (SPEC.md section 9: auto-close 4000 ms, at most 3 visible, swipe to dismiss). Any code,
 * the shell's newsletter box or a React form, shows one with `toast()`; the one list on the page
 * is the shell's (app/shell/toasts.ts), reached through a document event so that the two bundles
 * share no state.
 */
export type ToastVariant = "default" | "destructive";
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type Toast = ToastInput & { id: number; variant: ToastVariant };

/** At most this many toasts are visible; a new one beyond it drops the oldest. */
export const TOAST_LIMIT = 3;
/** A toast closes itself this long after it appears, not counting time it is paused. */
export const TOAST_DURATION_MS = 4000;

export const TOAST_EVENT = "site:toast";
export const DISMISS_TOAST_EVENT = "site:toast-dismiss";

/** Ids unique across bundles on one page (a counter in each would repeat the other's). */
const newId = () => Math.floor(Math.random() * Number.MAX_SAFE_INTEGER);

/** Shows a toast, newest last in the list; returns its id for `dismissToast`. */
export function toast(input: ToastInput): number {
  const detail: Toast = { ...input, id: newId(), variant: input.variant ?? "default" };
  document.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail }));
  return detail.id;
}

export function dismissToast(id: number): void {
  document.dispatchEvent(new CustomEvent(DISMISS_TOAST_EVENT, { detail: id }));
}
