import { useCallback, useState } from "react";

/**
 * A single-open, collapsible accordion: opening an item closes the one that was open, and the
 * open item closes again when toggled.
 */
export function useAccordion(initialOpenId: string | null = null) {
  const [openId, setOpenId] = useState<string | null>(initialOpenId);
  const toggle = useCallback((id: string) => setOpenId((current) => (current === id ? null : id)), []);
  const isOpen = useCallback((id: string) => openId === id, [openId]);
  return { openId, isOpen, toggle };
}
