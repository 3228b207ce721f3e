import { type CSSProperties, type PointerEvent, useCallback, useState } from "react";

/** Pointer offset from the card's centre divided by this gives the tilt in degrees (SPEC.md section 9). */
export const TILT_DIVISOR = 20;

type Rect = { left: number; top: number; width: number; height: number };

/** The card's rotation, and where the pointer is over it (0-100% of its width and height). */
export type Tilt = { rotateX: number; rotateY: number; lightX: number; lightY: number };

/**
 * The tilt for a pointer at (x, y) over a card: right of centre turns the card's right edge away
 * (rotateY > 0), below centre tips its bottom edge away (rotateX < 0). The light falls where the
 * pointer is.
 */
export function tiltFor(rect: Rect, x: number, y: number): Tilt {
  const offsetX = x - (rect.left + rect.width / 2);
  const offsetY = y - (rect.top + rect.height / 2);
  return {
    rotateX: -offsetY / TILT_DIVISOR,
    rotateY: offsetX / TILT_DIVISOR,
    lightX: Math.round(((x - rect.left) / rect.width) * 100),
    lightY: Math.round(((y - rect.top) / rect.height) * 100),
  };
}

/**
 * A 3D tilt that follows a mouse over the element and resets when it leaves. Touch and pen do
 * not tilt, and neither does anything under reduced motion. The handlers go on an element that
 * is not itself transformed (a wrapper of the one given `style`), so the centre is exact. The
 * style also sets `--light-x` and `--light-y`, the pointer's place, for a sheen that follows it.
 */
export function useTilt() {
  const [tilt, setTilt] = useState<Tilt | null>(null);

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== "mouse" || window.matchMedia("(prefers-reduced-motion: reduce)").matches)
      return;
    const { clientX, clientY, currentTarget } = event;
    setTilt(tiltFor(currentTarget.getBoundingClientRect(), clientX, clientY));
  }, []);
  const onPointerLeave = useCallback(() => setTilt(null), []);

  // A far viewpoint (1200px) keeps the spec's angles from distorting the card.
  const style: CSSProperties | undefined = tilt
    ? ({
        transform: `perspective(1200px) rotateX(${tilt.rotateX}deg) rotateY(${tilt.rotateY}deg) scale(1.02)`,
        "--light-x": `${tilt.lightX}%`,
        "--light-y": `${tilt.lightY}%`,
      } as CSSProperties)
    : undefined;
  return { tilting: tilt !== null, style, handlers: { onPointerMove, onPointerLeave } };
}
