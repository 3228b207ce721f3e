import { type ChangeEvent, type FormEvent, useCallback, useLayoutEffect, useRef, useState } from "react";
import type { ContactField } from "~/content/contact";
import { useInvalidFieldFocus } from "./useInvalidFieldFocus";
import {
  type ContactErrors,
  type ContactValues,
  contactFields,
  emptyContact,
  validateContact,
} from "~/lib/contactForm";

type FieldControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The control of a field in a form, found by its name. */
const controlOf = (form: HTMLFormElement, name: ContactField) =>
  form.elements.namedItem(name) as FieldControl | null;

/** Sends a checked enquiry: `form` already holds the trimmed values, ready to be posted. */
export type SendContact = (form: HTMLFormElement) => Promise<void>;

/** What each control of a field in the pre-rendered form holds (what the visitor typed early). */
function filledInControls(form: HTMLFormElement): Partial<ContactValues> {
  const filled: Partial<ContactValues> = {};
  for (const field of contactFields) {
    const value = controlOf(form, field)?.value;
    if (value) filled[field] = value;
  }
  return filled;
}

/**
 * The contact form's state (SPEC.md section 5): its values, each field's error, and submitting.
 * Errors appear when the visitor tries to send; from then on each edit rechecks its own field,
 * so a message clears as the field is fixed. On a failed check focus moves to the first invalid
 * field; on a passing one the trimmed values are put in the form and it is sent. While `locked`
 * (sending) edits are refused: the form then clears on success, and would take them with it.
 */
export function useContactForm(locked = false) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const { alert, focusInvalid } = useInvalidFieldFocus();
  // Not state: it changes no output, only how the next edit is treated.
  const attempted = useRef(false);

  // React hydrates the pre-rendered fields without touching what was typed into them before the
  // script arrived; take that text into state before a render would put the empty state back.
  useLayoutEffect(() => {
    const filled = formRef.current ? filledInControls(formRef.current) : {};
    if (Object.keys(filled).length) setValues((current) => ({ ...current, ...filled }));
  }, []);

  /** Replaces the values (a restored draft, an empty form after a send) and forgets all errors. */
  const reset = useCallback((next: ContactValues | ((current: ContactValues) => ContactValues)) => {
    attempted.current = false;
    setValues(next);
    setErrors({});
  }, []);

  const setField = (field: ContactField, value: string) => {
    if (locked) return;
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted.current)
      setErrors((current) => ({ ...current, [field]: validateContact(next).errors[field] }));
  };

  /** The value and change handler of a field's control. */
  const fieldProps = (name: ContactField) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<FieldControl>) => setField(name, event.target.value),
  });

  /** The form's submit handler: checks, then sends with `send`. */
  const handleSubmit = (send: SendContact) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // What the form shows: the portfolio link is there on a job application only.
    const shown = contactFields.filter((name) => controlOf(form, name));
    const checked = validateContact(values, shown);
    attempted.current = true;
    setErrors(checked.errors);
    const firstInvalid = shown.find((name) => checked.errors[name]);
    if (firstInvalid) {
      focusInvalid(controlOf(form, firstInvalid), checked.errors[firstInvalid] ?? "");
      return;
    }
    // The form element is what gets posted, so it must hold the trimmed values now, not after the
    // next render; the state then agrees with it. (flushSync would do it too, but pulls a chunk
    // of react-dom into every page.)
    for (const field of shown) controlOf(form, field)!.value = checked.values[field];
    setValues(checked.values);
    await send(form);
  };

  return { formRef, values, errors, alert, fieldProps, handleSubmit, reset };
}
