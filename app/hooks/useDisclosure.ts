import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";

/** A click this soon after the mouse came over the menu is part of the same gesture as the hover. */
const HOVER_CLICK_GRACE_MS = 500;

/**
 * Open state of a menu that opens by click, hover or keyboard. Escape closes it and returns focus
 * to its trigger; a pointer press or focus outside closes it. Hover closing is delayed a little so
 * the pointer can travel from the trigger into the panel.
 */
export function useDisclosure<
  TContainer extends HTMLElement = HTMLElement,
  TTrigger extends HTMLElement = HTMLButtonElement,
>({ closeDelay = 150 } = {}) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<TContainer>(null);
  const triggerRef = useRef<TTrigger>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // When a mouse last opened the menu by coming over it (an event time stamp).
  const hoveredAt = useRef(-Infinity);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const showOnHover = useCallback(() => {
    cancelClose();
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    cancelClose();
    setOpen(false);
  }, []);
  /**
   * A click toggles, except the first click that lands right after the hover that opened the
   * menu: it must not close it again. Told apart by the events' times, not by state React may
   * not have applied yet.
   */
  const toggle = useCallback((event: { timeStamp: number }) => {
    cancelClose();
    const justHovered = event.timeStamp - hoveredAt.current < HOVER_CLICK_GRACE_MS;
    hoveredAt.current = -Infinity;
    setOpen((value) => justHovered || !value);
  }, []);
  const scheduleClose = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), closeDelay);
  }, [closeDelay]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [open]);

  useEffect(() => cancelClose, []);

  return {
    open,
    close,
    toggle,
    containerRef,
    triggerRef,
    /** Spread on the element that wraps trigger and panel. */
    hoverProps: {
      // Touch taps also fire pointerenter; only a mouse hovers.
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType !== "mouse") return;
        if (!open) hoveredAt.current = event.timeStamp;
        showOnHover();
      },
      onPointerLeave: (event: PointerEvent) => event.pointerType === "mouse" && scheduleClose(),
    },
  };
}
