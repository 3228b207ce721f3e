import { type RefObject, useLayoutEffect } from "react";

/**
 * Takes into state what the visitor typed into a pre-rendered field before the page hydrated:
 * React leaves that text in the box while the state starts empty, so the page would act on ""
 * (an unfiltered list, an empty address) until the next keystroke.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  adopt: (value: string) => void,
) {
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed) adopt(typed);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, at hydration
}
