import { act, renderHook } from "@testing-library/react";
import type { PointerEvent } from "react";
import { describe, expect, it } from "vitest";
import { preferReducedMotion } from "../../test/media";
import { tiltFor, useTilt } from "./useTilt";

const rect = { left: 100, top: 50, width: 400, height: 400 };
const pointer = (pointerType: string, clientX: number, clientY: number) =>
  ({
    pointerType,
    clientX,
    clientY,
    currentTarget: { getBoundingClientRect: () => rect },
  }) as unknown as PointerEvent<HTMLElement>;

describe("tiltFor", () => {
  it("is the pointer's offset from the centre divided by 20", () => {
    // Centre is (300, 250).
    expect(tiltFor(rect, 300, 250)).toMatchObject({ rotateX: -0, rotateY: 0 });
    expect(tiltFor(rect, 500, 250)).toMatchObject({ rotateX: -0, rotateY: 10 });
    expect(tiltFor(rect, 300, 50)).toMatchObject({ rotateX: 10, rotateY: 0 });
    expect(tiltFor(rect, 100, 450)).toMatchObject({ rotateX: -10, rotateY: -10 });
  });

  it("places the light where the pointer is, as a share of the card's size", () => {
    expect(tiltFor(rect, 300, 250)).toMatchObject({ lightX: 50, lightY: 50 });
    expect(tiltFor(rect, 100, 450)).toMatchObject({ lightX: 0, lightY: 100 });
    expect(tiltFor(rect, 400, 150)).toMatchObject({ lightX: 75, lightY: 25 });
  });
});

describe("useTilt", () => {
  it("tilts and scales under a mouse and resets when it leaves", () => {
    const { result } = renderHook(() => useTilt());
    expect(result.current.style).toBeUndefined();
    act(() => result.current.handlers.onPointerMove(pointer("mouse", 500, 50)));
    expect(result.current.style).toEqual({
      transform: "perspective(1200px) rotateX(10deg) rotateY(10deg) scale(1.02)",
      "--light-x": "100%",
      "--light-y": "0%",
    });
    act(() => result.current.handlers.onPointerLeave());
    expect(result.current.style).toBeUndefined();
  });

  it("does not tilt for touch", () => {
    const { result } = renderHook(() => useTilt());
    act(() => result.current.handlers.onPointerMove(pointer("touch", 500, 50)));
    expect(result.current.tilting).toBe(false);
  });

  describe("under reduced motion", () => {
    it("does not tilt for a mouse either", async () => {
      await preferReducedMotion();
      const { result } = renderHook(() => useTilt());
      act(() => result.current.handlers.onPointerMove(pointer("mouse", 500, 50)));
      expect(result.current.style).toBeUndefined();
    });
  });
});
