import { useCallback, useState } from "react";

/**
 * Items that expand and collapse independently (the comparison's categories): any number can be
 * open at once, and toggling one leaves the others as they are.
 */
export function useExpandedSet(initial: readonly string[] = []) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(initial));
  const isExpanded = useCallback((id: string) => expanded.has(id), [expanded]);
  const toggle = useCallback(
    (id: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  return { isExpanded, toggle };
}
