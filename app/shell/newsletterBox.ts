import { closestTarget, NEWSLETTER_FORM } from "./dom";
import { loadForms } from "./loadForms";

/**
 * The footer's newsletter box (components/NewsletterForm.tsx) on every page: a press of
 * Subscribe is the script's (the forms module checks and sends, newsletter.ts), fetched as the
 * visitor starts typing in it or in another enquiry form. Without this script the form posts to the site's own server, which
 * answers with a page (docs/OPERATIONS.md, "Contact form and newsletter: sending"); if the forms module cannot be fetched
 * (offline), the box says the address was not sent and keeps it.
 */
export function startNewsletterBox(): void {
  const subscribe = (form: HTMLFormElement) =>
    loadForms().then(
      (forms) => forms.subscribe(form),
      () => form.querySelector<HTMLElement>('[data-part="failed"]')?.removeAttribute("hidden"),
    );
  document.addEventListener("submit", (event) => {
    const form = closestTarget<HTMLFormElement>(event, NEWSLETTER_FORM);
    if (!form) return;
    event.preventDefault();
    void subscribe(form);
  });
  // The box is checked by the browser when the page has no script; here the script's check says
  // what is wrong, in the page's words, in place of the browser's bubble (which stopped the send).
  document.addEventListener(
    "invalid",
    (event) => {
      const form = closestTarget<HTMLFormElement>(event, NEWSLETTER_FORM);
      if (!form) return;
      event.preventDefault();
      void subscribe(form);
    },
    true,
  );
  // A visitor starting on any enquiry form (the newsletter box, the contact form) will want the
  // toasts that report the send: fetched now, while the connection is there.
  document.addEventListener("focusin", (event) => {
    if (closestTarget(event, 'form[method="post"]')) void loadForms().catch(() => {});
  });
}
