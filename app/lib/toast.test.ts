import { afterEach, describe, expect, it } from "vitest";
import { DISMISS_TOAST_EVENT, dismissToast, type Toast, toast, TOAST_EVENT } from "./toast";

/** What the page's toast list (app/shell/toastRegion.ts) hears from `toast` and `dismissToast`. */
function listen() {
  const shown: Toast[] = [];
  const dismissed: number[] = [];
  const onShow = (event: Event) => shown.push((event as CustomEvent<Toast>).detail);
  const onDismiss = (event: Event) => dismissed.push((event as CustomEvent<number>).detail);
  document.addEventListener(TOAST_EVENT, onShow);
  document.addEventListener(DISMISS_TOAST_EVENT, onDismiss);
  stop = () => {
    document.removeEventListener(TOAST_EVENT, onShow);
    document.removeEventListener(DISMISS_TOAST_EVENT, onDismiss);
  };
  return { shown, dismissed };
}
let stop = () => {};
afterEach(() => stop());

describe("toast", () => {
  it("hands each toast to the page's list, with the default variant unless another is asked for", () => {
    const { shown } = listen();
    const first = toast({ title: "Message Sent!", description: "We've received your message." });
    const second = toast({ variant: "destructive", title: "Failed to send!" });
    expect(shown).toEqual([
      { id: first, title: "Message Sent!", description: "We've received your message.", variant: "default" },
      { id: second, title: "Failed to send!", variant: "destructive" },
    ]);
  });

  it("dismisses a toast by its id", () => {
    const { dismissed } = listen();
    const id = toast({ title: "Failed to subscribe!", variant: "destructive" });
    dismissToast(id);
    expect(dismissed).toEqual([id]);
  });
});
