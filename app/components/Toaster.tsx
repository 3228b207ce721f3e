import { Suspense, useEffect, useEffectEvent, useRef, useState } from "react";
import { toastCopy } from "~/content/toast";
import { dismissToast, type Toast, useToasts } from "~/lib/toast";
import { lazyComponent } from "~/lib/lazyComponent";
import { cn } from "~/lib/utils";

/** Between clearing the live region and writing the new message, so even a repeat is a change. */
const ANNOUNCE_DELAY_MS = 100;
/** Then the message is removed, so browsing the region does not meet it twice (with its toast). */
const ANNOUNCE_HOLD_MS = 1000;

// Most visits never see a toast: the list's code loads with the first one, or when a form is
// started. Should it not arrive (offline), the live regions below still speak, and the forms show
// a failure beside their button as well.
const ToastList = lazyComponent(() => import("./ToastList").then((module) => module.ToastList));

/** Fetches the toasts' code ahead of a send, while the visitor is still online. */
export const preloadToasts = ToastList.preload;

/**
 * The toasts of `toast()` (lib/toast.ts), bottom right (full width at the top on phones), newest at
 * the bottom.
 * The landmark and its two live regions are in the pre-rendered HTML, so they exist before any
 * message: screen readers ignore live regions inserted together with their content. The toasts
 * themselves are not live, so each message is announced once.
 */
export function Toaster() {
  const toasts = useToasts();
  const { polite, assertive } = useAnnouncement(toasts);
  const sectionRef = useRef<HTMLElement>(null);

  // Closing the toast that holds the focus hands it to a neighbour, or to the region, instead of
  // losing it to <body>.
  const close = (id: number) => {
    const section = sectionRef.current;
    const item = section?.querySelector(`[data-toast-id="${id}"]`);
    if (section && item?.contains(document.activeElement)) {
      const neighbour = item.nextElementSibling ?? item.previousElementSibling;
      (neighbour?.querySelector("button") ?? section).focus();
    }
    dismissToast(id);
  };

  return (
    <section
      ref={sectionRef}
      aria-label={toastCopy.regionLabel}
      tabIndex={-1}
      className={cn(
        "pointer-events-none fixed inset-x-0 z-50 px-4 outline-none",
        // Phones: at the top, where they cover neither the form just sent nor the footer's
        // newsletter box (the focus); from sm: bottom right.
        "top-0 pt-[calc(0.75rem+env(safe-area-inset-top))]",
        "sm:top-auto sm:bottom-0 sm:left-auto sm:w-[428px] sm:px-6 sm:pt-0 sm:pb-[calc(1.5rem+env(safe-area-inset-bottom))]",
        // Full width on phones: a toast swiped off the edge never makes the page scroll sideways.
        "max-sm:overflow-x-clip",
      )}
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {polite}
      </div>
      <div aria-live="assertive" aria-atomic="true" className="sr-only">
        {assertive}
      </div>
      {/* Mounted only while there are toasts, so hover and focus start afresh with the next one. */}
      {toasts.length > 0 && (
        <Suspense>
          <ToastList toasts={toasts} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}

type Announcement = { id: number; text: string; assertive: boolean };

/** Ends a title or description with a full stop unless it has its own (!, ?, …). */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** "Title. Description.", as the live region reads it. */
const message = ({ title, description }: Toast) =>
  description ? `${sentence(title)} ${sentence(description)}` : sentence(title);

/**
 * What the live regions say. A new toast clears them and its message follows ANNOUNCE_DELAY_MS
 * later, so a repeat of the last message is a change too; toasts that arrive together are read as
 * one message, assertively if any of them is destructive.
 */
function useAnnouncement(toasts: Toast[]) {
  const [announced, setAnnounced] = useState<Announcement>({ id: 0, text: "", assertive: false });
  const fresh = toasts.filter((item) => item.id > announced.id);
  const newestId = fresh.at(-1)?.id;

  const announce = useEffectEvent((id: number) =>
    setAnnounced({
      id,
      text: fresh.map(message).join(" "),
      assertive: fresh.some((item) => item.variant === "destructive"),
    }),
  );

  useEffect(() => {
    if (newestId === undefined) return;
    const timer = setTimeout(() => announce(newestId), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [newestId]);

  useEffect(() => {
    if (!announced.text) return;
    const timer = setTimeout(() => setAnnounced((current) => ({ ...current, text: "" })), ANNOUNCE_HOLD_MS);
    return () => clearTimeout(timer);
  }, [announced]);

  const text = newestId === undefined ? announced.text : "";
  return { polite: announced.assertive ? "" : text, assertive: announced.assertive ? text : "" };
}
