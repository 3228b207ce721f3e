import { useCallback, useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { type ContactValues, emptyContact, toContactValues, withApplication } from "~/lib/contactForm";
import { clearDraft, readDraft, writeDraft } from "~/lib/draft";

/** Where the contact form's draft lives in the visitor's browser. */
export const CONTACT_DRAFT_KEY = "sathi-digital:contact-draft";

const isEmpty = (values: Partial<ContactValues>) => Object.values(values).every((value) => !value);

/**
 * Keeps what the visitor types (DECISIONS.md 17): restores the stored draft after hydration,
 * applies a job application's role on top, saves every change, and forgets it on `clear`
 * (after a successful send).
 */
export function useContactDraft<Output>(form: UseFormReturn<ContactValues, unknown, Output>, role: string) {
  const { reset, watch } = form;

  useEffect(() => {
    const subscription = watch((values) => {
      if (isEmpty(values)) clearDraft(CONTACT_DRAFT_KEY);
      else writeDraft(CONTACT_DRAFT_KEY, values);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  useEffect(() => {
    const restored = { ...emptyContact, ...toContactValues(readDraft(CONTACT_DRAFT_KEY)) };
    const values = role ? withApplication(restored, role) : restored;
    if (!isEmpty(values)) reset(values);
  }, [reset, role]);

  return { clear: useCallback(() => clearDraft(CONTACT_DRAFT_KEY), []) };
}
