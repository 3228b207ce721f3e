import { useCallback, useEffect, useState } from "react";

/** A message for screen readers only; a new `id` makes a repeat a new alert. */
export type FieldAlert = { id: number; text: string };

/** Long enough to be picked up; then gone, so browsing the form does not meet the message twice. */
export const FIELD_ALERT_MS = 1000;

/**
 * After a failed check, takes the visitor to the first invalid field, where its message is read out
 * as the field's description. A field that already has the focus is not announced again by moving
 * there: its message is then said in an alert (rendered with ScreenReaderAlert).
 */
export function useInvalidFieldFocus() {
  const [alert, setAlert] = useState<FieldAlert | null>(null);

  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), FIELD_ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  const focusInvalid = useCallback((control: HTMLElement | null | undefined, message: string) => {
    if (!control) return;
    if (control === document.activeElement)
      setAlert((current) => ({ id: (current?.id ?? 0) + 1, text: message }));
    else control.focus();
  }, []);

  return { alert, focusInvalid };
}
