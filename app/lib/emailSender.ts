import { init, sendForm } from "@emailjs/browser";
import { emailConfig } from "./emailConfig.mjs";

// Fetched with the e-mail library when a visitor starts a form (sendEmail.ts), not with every page.
const config = emailConfig(import.meta.env);

/** EmailJS `sendForm` with the build's ids, at the configured origin or the site's own outbox. */
export async function sendWithEmailJs(form: HTMLFormElement): Promise<void> {
  // In 4.4.1 only init() moves the origin; blockHeadless stays off so no visitor is refused.
  init({ publicKey: config.publicKey, origin: config.origin ?? window.location.origin });
  await sendForm(config.serviceId, config.templateId, form);
}
