import { ChevronDown, CircleAlert, CircleCheck, Send } from "lucide-react";
import { type ComponentProps, type RefObject, useEffect, useRef } from "react";
import { type ContactField, contactBudget, contactFormCopy, contactServices } from "~/content/contact";
import { type SendContact, useContactForm } from "~/hooks/useContactForm";
import { useContactDraft } from "~/hooks/useContactDraft";
import { useHydrated } from "~/hooks/useHydrated";
import { usePageAddress } from "~/hooks/usePageAddress";
import { type SendStatus, useSendStatus } from "~/hooks/useSendStatus";
import { appliedRole, chosenPackage, ROLE_PARAM } from "~/lib/apply";
import { PACKAGE_PARAM } from "~/lib/contactLinks";
import { CONTACT_MAX_LENGTH, emptyContact } from "~/lib/contactForm";
import { CONTACT_MIN_LENGTH, ENQUIRY_PATH, FORM_META_FIELDS } from "~/lib/enquiryRules.mjs";
import { prepareSend, sendEmailForm } from "~/lib/sendEmail";
import { cn, isFocusLost } from "~/lib/utils";
import { EnquiryExtras } from "./EnquiryExtras";
import { Button } from "./ui/button";
import { controlClass, errorId, Field } from "./ui/field";
import { ScreenReaderAlert } from "./ui/screen-reader-alert";

const copy = contactFormCopy;
const fieldId = (field: ContactField) => `contact-${field}`;
const portfolioHintId = `${fieldId("portfolio")}-hint`;

/** The single-line fields, in the order they are laid out, with what browsers need to fill them. */
const textInputs = [
  {
    field: "firstName",
    type: "text",
    autoComplete: "given-name",
    required: true,
    minLength: CONTACT_MIN_LENGTH.firstName,
  },
  {
    field: "lastName",
    type: "text",
    autoComplete: "family-name",
    required: true,
    minLength: CONTACT_MIN_LENGTH.lastName,
  },
  {
    field: "email",
    type: "email",
    autoComplete: "email",
    inputMode: "email",
    spellCheck: false,
    required: true,
  },
  { field: "phone", type: "tel", autoComplete: "tel" },
  { field: "company", type: "text", autoComplete: "organization" },
] satisfies ({ field: ContactField; required?: boolean } & ComponentProps<"input">)[];

/** What a job application does not ask (issue 33): it is not a project, so no company, service or budget. */
const forEnquiriesOnly = new Set<ContactField>(["company", "service", "budget"]);

/** A field choosing one of a list, first showing `placeholder` (its empty value: nothing chosen). */
function SelectField({
  id,
  label,
  note,
  error,
  placeholder,
  options,
  control,
}: {
  id: string;
  label: string;
  note: string;
  error?: string;
  placeholder: string;
  options: { value: string; label: string }[];
  control: ComponentProps<"select">;
}) {
  return (
    <Field id={id} label={label} note={note} error={error}>
      <div className="relative">
        <select className={cn(controlClass, "h-12 appearance-none pr-11")} {...control}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </Field>
  );
}

/**
 * The enquiry form (SPEC.md sections 3-5, 7): validated before sending, posted with EmailJS
 * `sendForm`, and never losing what was typed (a draft in the browser; fields kept on failure).
 */
export function ContactForm() {
  const { search } = usePageAddress();
  const hydrated = useHydrated();
  const { status, failed, run, reset, announce } = useSendStatus();
  const sending = status === "sending";
  const {
    formRef,
    values,
    errors,
    alert,
    fieldProps,
    handleSubmit,
    reset: resetForm,
  } = useContactForm(sending);
  const params = new URLSearchParams(search);
  const role = appliedRole(params.get(ROLE_PARAM));
  const draft = useContactDraft(values, resetForm, role, chosenPackage(params.get(PACKAGE_PARAM)));
  // The pre-rendered page cannot know the query: until hydration the form is the general one, with
  // the portfolio field shown by CSS when the form is the URL's target, as an 'Apply Now' link
  // makes it (no JavaScript needed to send it). Once React runs, an open role decides.
  const application = hydrated ? Boolean(role) : undefined;
  const successHeadingRef = useRef<HTMLHeadingElement>(null);
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  useFocusAfterSend(status, { success: successHeadingRef, form: formHeadingRef, submit: submitRef });

  const send: SendContact = async (element) => {
    // A filled honeypot is a bot: it is shown success and nothing is sent (the server checks too).
    const honeypot = element.elements.namedItem(FORM_META_FIELDS.honeypot);
    const isBot = honeypot instanceof HTMLInputElement && honeypot.value !== "";
    const result = await run(() =>
      isBot ? Promise.resolve() : sendEmailForm(element, { startedAt: draft.startedAt() }),
    );
    if (result.ok) {
      announce(copy.toasts.sent);
      draft.clear();
      resetForm(emptyContact);
    } else {
      console.error("Contact form: sending failed", result.error);
      announce({ variant: "destructive", ...copy.toasts.failed });
    }
  };

  const control = (name: ContactField) => ({
    id: fieldId(name),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? errorId(fieldId(name)) : undefined,
    // A select takes no maxlength or readonly (invalid HTML); its options are the bound, and
    // validateContact checks. While sending, what is typed would be lost: the fields are read-only.
    ...(name === "service" || name === "budget"
      ? { "aria-readonly": sending || undefined }
      : { maxLength: CONTACT_MAX_LENGTH[name], readOnly: sending }),
    // The page does not fetch the e-mail library until someone starts on the form.
    onFocus: prepareSend,
    ...fieldProps(name),
  });

  if (status === "success") {
    return (
      <div className="flex min-h-[28rem] flex-col items-center justify-center px-2 py-10 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-chip-green text-chip-green-foreground">
          <CircleCheck aria-hidden="true" className="size-8" strokeWidth={1.75} />
        </span>
        <h2
          ref={successHeadingRef}
          tabIndex={-1}
          className="mt-6 text-2xl font-extrabold outline-none md:text-3xl"
        >
          {copy.success.title}
        </h2>
        <p className="mt-3 max-w-md leading-relaxed text-muted-foreground">{copy.success.text}</p>
        <Button variant="outline" className="mt-8" onClick={reset}>
          {copy.success.again}
        </Button>
      </div>
    );
  }

  return (
    // Without JavaScript the browser checks the fields and the site's own server takes the post
    // (docs/OPERATIONS.md, "Contact form and newsletter: sending"); once React runs, validateContact checks them instead.
    <form
      ref={formRef}
      action={ENQUIRY_PATH}
      method="post"
      noValidate={hydrated}
      aria-labelledby="contact-form-title"
      onSubmit={handleSubmit(send)}
    >
      <h2
        id="contact-form-title"
        ref={formHeadingRef}
        tabIndex={-1}
        className="text-2xl font-extrabold text-balance outline-none"
      >
        {application ? copy.applicant.title(role) : copy.title}
      </h2>
      <p className="mt-2 text-muted-foreground">{application ? copy.applicant.intro : copy.intro}</p>

      {/* Fields stay enabled while sending (read-only): disabled fields would be left out of the post. */}
      <div className="mt-8 grid gap-5 sm:grid-cols-2">
        {textInputs
          .filter(({ field }) => !(application && forEnquiriesOnly.has(field)))
          .map(({ field, ...attributes }) => (
            <Field
              key={field}
              id={fieldId(field)}
              label={copy.fields[field].label}
              note={attributes.required ? undefined : copy.optional}
              error={errors[field]}
              className={cn(field === "company" && "sm:col-span-2")}
            >
              <input
                {...attributes}
                aria-required={attributes.required || undefined}
                placeholder={copy.fields[field].placeholder}
                className={cn(controlClass, "h-12")}
                {...control(field)}
              />
            </Field>
          ))}
        {application ? (
          // An application asks for no service, but still says it is 'Other' (DECISIONS.md 6).
          <input type="hidden" name="service" value={values.service} />
        ) : (
          [
            {
              field: "service" as const,
              placeholder: copy.servicePlaceholder,
              options: contactServices.map((value) => ({ value, label: copy.serviceLabels[value] })),
            },
            {
              field: "budget" as const,
              placeholder: contactBudget.placeholder,
              options: contactBudget.ranges.map(({ id, label }) => ({ value: id, label })),
            },
          ].map(({ field, placeholder, options }) => (
            <SelectField
              key={field}
              id={fieldId(field)}
              label={copy.fields[field].label}
              note={copy.optional}
              error={errors[field]}
              placeholder={placeholder}
              options={options}
              control={control(field)}
            />
          ))
        )}
        {application !== false && (
          <Field
            id={fieldId("portfolio")}
            label={copy.fields.portfolio.label}
            note={copy.optional}
            error={errors.portfolio}
            className={cn(
              "sm:col-span-2",
              // #contact-form (CONTACT_FORM_ID), written out for Tailwind to find.
              application === undefined && "hidden [#contact-form:target_&]:flex",
            )}
          >
            <input
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              placeholder={copy.fields.portfolio.placeholder}
              className={cn(controlClass, "h-12")}
              {...control("portfolio")}
              aria-describedby={
                errors.portfolio ? `${portfolioHintId} ${errorId(fieldId("portfolio"))}` : portfolioHintId
              }
            />
            <p id={portfolioHintId} className="text-sm text-muted-foreground">
              {copy.applicant.portfolioHint}
            </p>
          </Field>
        )}
        <Field
          id={fieldId("message")}
          label={copy.fields.message.label}
          error={errors.message}
          className="sm:col-span-2"
        >
          <textarea
            rows={6}
            required
            minLength={CONTACT_MIN_LENGTH.message}
            aria-required="true"
            placeholder={copy.fields.message.placeholder}
            className={cn(controlClass, "min-h-40 resize-y py-3 leading-relaxed")}
            {...control("message")}
          />
        </Field>
      </div>

      <EnquiryExtras title={copy.enquiryTitle} />
      <ScreenReaderAlert alert={alert} />

      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <Button
          ref={submitRef}
          type="submit"
          size="lg"
          // Pressed before the page's script has run, the send happens once it has (app/shell/replay.ts).
          disabled={sending}
          className="w-full sm:w-auto"
        >
          {sending ? copy.sending : copy.submit}
          <Send aria-hidden="true" />
        </Button>
        {/* The disabled button has lost the focus, and with it its new label: said here. */}
        <span role="status" className="sr-only">
          {sending ? copy.sending : ""}
        </span>
        <p className="text-sm text-muted-foreground sm:max-w-64 sm:text-right">{copy.draftNote}</p>
      </div>
      {/* Beside the button too, after the toast has gone (or if its code could not be fetched). */}
      {failed && (
        <p className="mt-4 flex items-start gap-1.5 text-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>{copy.toasts.failed.title}</strong> {copy.toasts.failed.description}
          </span>
        </p>
      )}
    </form>
  );
}

/**
 * Where focus goes when the view changes under it: the success heading after a send, the form
 * heading when the form returns, the send button after a failure re-enables it. Only when focus
 * would otherwise be lost (on the body), so a visitor who moved on is not pulled back.
 */
function useFocusAfterSend(
  status: SendStatus,
  targets: {
    success: RefObject<HTMLHeadingElement | null>;
    form: RefObject<HTMLHeadingElement | null>;
    submit: RefObject<HTMLButtonElement | null>;
  },
) {
  const previous = useRef(status);

  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was === status) return;
    const lost = isFocusLost();
    if (status === "success") targets.success.current?.focus();
    else if (lost && was === "success") targets.form.current?.focus();
    else if (lost && was === "sending") targets.submit.current?.focus();
  }, [status, targets]);
}
