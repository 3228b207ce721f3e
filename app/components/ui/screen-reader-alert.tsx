import type { FieldAlert } from "~/hooks/useInvalidFieldFocus";

/** Says `alert` to screen readers: a fresh element per alert, as role="alert" is read on insertion. */
export function ScreenReaderAlert({ alert }: { alert: FieldAlert | null }) {
  return alert ? (
    <p key={alert.id} role="alert" className="sr-only">
      {alert.text}
    </p>
  ) : null;
}
