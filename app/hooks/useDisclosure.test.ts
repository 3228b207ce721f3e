import { act, renderHook } from "@testing-library/react";
import type { PointerEvent } from "react";
import { describe, expect, it } from "vitest";
import { useDisclosure } from "./useDisclosure";

const mouseEnter = (timeStamp: number) => ({ pointerType: "mouse", timeStamp }) as PointerEvent;

describe("useDisclosure", () => {
  it("a click toggles the menu", () => {
    const { result } = renderHook(() => useDisclosure());
    act(() => result.current.toggle({ timeStamp: 1000 }));
    expect(result.current.open).toBe(true);
    act(() => result.current.toggle({ timeStamp: 2000 }));
    expect(result.current.open).toBe(false);
  });

  it("the click that follows the hover which opened the menu keeps it open", () => {
    const { result } = renderHook(() => useDisclosure());
    act(() => {
      result.current.hoverProps.onPointerEnter(mouseEnter(1000));
      result.current.toggle({ timeStamp: 1080 });
    });
    expect(result.current.open).toBe(true);
    // The next click on the trigger closes it as usual, however soon it comes.
    act(() => result.current.toggle({ timeStamp: 1200 }));
    expect(result.current.open).toBe(false);
  });

  it("a hover over a menu already open does not hold off the click that closes it", () => {
    const { result } = renderHook(() => useDisclosure());
    act(() => result.current.toggle({ timeStamp: 1000 }));
    act(() => result.current.hoverProps.onPointerEnter(mouseEnter(5000)));
    act(() => result.current.toggle({ timeStamp: 5050 }));
    expect(result.current.open).toBe(false);
  });

  it("a touch does not count as a hover", () => {
    const { result } = renderHook(() => useDisclosure());
    act(() =>
      result.current.hoverProps.onPointerEnter({ pointerType: "touch", timeStamp: 1000 } as PointerEvent),
    );
    expect(result.current.open).toBe(false);
  });
});
