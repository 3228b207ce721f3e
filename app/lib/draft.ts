/**
 * A form draft kept in the visitor's own browser (DECISIONS.md 17). Storage can be missing, full
 * or blocked (private windows, strict settings): then drafts are simply not kept, and nothing
 * throws.
 */
export function readDraft(key: string): unknown {
  try {
    const stored = window.localStorage.getItem(key);
    return stored === null ? null : JSON.parse(stored);
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: object): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Not kept; the form itself still holds what was typed.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored to clear.
  }
}
