import { Info } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useHydrated } from "~/hooks/useHydrated";
import { cn } from "~/lib/utils";

/** Space kept between the bubble and the edges of the viewport or of its boundary. */
const EDGE = 8;

/**
 * Keeps an open bubble inside the viewport and inside the nearest `[data-tooltip-boundary]` (a
 * scroll box that would clip it): shifts it sideways, and puts it below its trigger when there is
 * no room above (under the fixed header). Only the bubble moves, so nothing else shifts.
 */
function place(bubble: HTMLElement) {
  bubble.style.setProperty("--tooltip-shift", "0px");
  delete bubble.dataset.side;
  const rect = bubble.getBoundingClientRect();
  const boundary = bubble.closest("[data-tooltip-boundary]")?.getBoundingClientRect();
  const root = document.documentElement;
  const header = parseFloat(getComputedStyle(root).getPropertyValue("--header-height")) || 0;

  const left = Math.max(0, boundary?.left ?? 0) + EDGE;
  const right = Math.min(root.clientWidth, boundary?.right ?? Infinity) - EDGE;
  const shift = rect.left < left ? left - rect.left : rect.right > right ? right - rect.right : 0;
  bubble.style.setProperty("--tooltip-shift", `${Math.round(shift)}px`);

  const top = Math.max(header, boundary?.top ?? 0);
  if (rect.top < top) bubble.dataset.side = "bottom";
}

type TooltipProps = {
  /** The accessible name of the info button, e.g. "About Online shop". */
  label: string;
  /** What the bubble says; it also describes the button (`aria-describedby`). */
  text: string;
  className?: string;
};

/**
 * An info button with a tooltip. The bubble opens on pointer hover, on keyboard focus and on a tap;
 * it can be hovered itself, stays until the pointer or focus leaves or the button is tapped again,
 * and Escape dismisses it
 * (WCAG 1.4.13). Before hydration CSS opens it on hover and focus (`.tooltip` in app.css); after,
 * the state below does, reflected in `data-state`.
 */
export function Tooltip({ label, text, className }: TooltipProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // A tap (touch screens do not hover, and some browsers do not focus a tapped button).
  const [pinned, setPinned] = useState(false);
  const open = hovered || focused || pinned;
  const rootRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    if (open && bubbleRef.current) place(bubbleRef.current);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setHovered(false);
      setFocused(false);
      setPinned(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setPinned(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  return (
    <span
      ref={rootRef}
      data-state={hydrated ? (open ? "open" : "closed") : undefined}
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
      className={cn("tooltip relative inline-flex align-middle", className)}
    >
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        // A second tap on the button closes what the first opened.
        onClick={() => {
          if (!pinned) return setPinned(true);
          setPinned(false);
          setFocused(false);
          setHovered(false);
        }}
        className="relative grid size-6 place-items-center rounded-full text-muted-foreground transition-colors duration-150 after:absolute after:-inset-2 hover:bg-secondary hover:text-brand focus-visible:outline-offset-0"
      >
        <Info aria-hidden="true" className="size-4" strokeWidth={2} />
      </button>
      <span ref={bubbleRef} id={id} role="tooltip" className="tooltip-bubble">
        <span className="relative block rounded-md bg-inverse px-3 py-2 text-left text-sm leading-snug font-medium text-inverse-foreground shadow-lg dark:ring-1 dark:ring-white/15">
          {text}
          <span aria-hidden="true" className="tooltip-arrow" />
        </span>
      </span>
    </span>
  );
}
