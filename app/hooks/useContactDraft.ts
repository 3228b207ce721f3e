import { useCallback, useEffect, useRef } from "react";
import {
  type ContactValues,
  emptyContact,
  toContactValues,
  withApplication,
  withPackage,
} from "~/lib/contactForm";
import { clearDraft, readDraft, writeDraft } from "~/lib/draft";

/** Where the contact form's draft lives in the visitor's browser. */
export const CONTACT_DRAFT_KEY = "sathi-digital:contact-draft";

const isEmpty = (values: Partial<ContactValues>) => Object.values(values).every((value) => !value);

/** Only the fields with something in them. */
const filledIn = (values: ContactValues): Partial<ContactValues> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value));

/** When the draft was begun, as stored beside its fields: a time, or nothing usable. */
const startedAtOf = (draft: unknown) => {
  const startedAt = (draft as { startedAt?: unknown } | null)?.startedAt;
  return typeof startedAt === "number" && startedAt <= Date.now() ? startedAt : null;
};

/**
 * Keeps what the visitor types (DECISIONS.md 17): restores the stored draft after hydration,
 * applies a job application's role, or else a chosen package's name, on top, saves every change, and forgets it on `clear`
 * (after a successful send). `restore` replaces the form's values (useContactForm's `reset`).
 * `startedAt` is when the visitor began it, on this visit or an earlier one: the time a send
 * reports as spent filling the form (a restored draft sent at once is no bot's).
 */
export function useContactDraft(
  values: ContactValues,
  restore: (update: (current: ContactValues) => ContactValues) => void,
  role: string,
  packageName = "",
) {
  // The values as the page opened are not an edit: saving them would wipe the draft unread.
  const saved = useRef(values);
  const startedAt = useRef<number | null>(null);

  useEffect(() => {
    if (saved.current === values) return;
    saved.current = values;
    if (isEmpty(values)) {
      startedAt.current = null;
      clearDraft(CONTACT_DRAFT_KEY);
    } else {
      startedAt.current ??= Date.now();
      writeDraft(CONTACT_DRAFT_KEY, { ...values, startedAt: startedAt.current });
    }
  }, [values]);

  useEffect(() => {
    const stored = readDraft(CONTACT_DRAFT_KEY);
    const draft = toContactValues(stored);
    if (isEmpty(draft) && !role && !packageName) return;
    if (!isEmpty(draft)) startedAt.current = startedAtOf(stored);
    restore((current) => {
      // Fields filled in before the page's script ran are newer than the draft.
      const restored = { ...emptyContact, ...draft, ...filledIn(current) };
      return role ? withApplication(restored, role) : withPackage(restored, packageName);
    });
  }, [restore, role, packageName]);

  return {
    clear: useCallback(() => {
      startedAt.current = null;
      clearDraft(CONTACT_DRAFT_KEY);
    }, []),
    startedAt: () => startedAt.current,
  };
}
