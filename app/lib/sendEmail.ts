import { FORM_META_FIELDS } from "./enquiryRules.mjs";

/** A send that has not answered by then is abandoned and treated as failed. */
export const SEND_TIMEOUT_MS = 15_000;

export class SendTimeoutError extends Error {
  constructor(ms: number) {
    super(`No answer from the e-mail service within ${ms / 1000} s`);
    this.name = "SendTimeoutError";
  }
}

// Loaded on first use, not with every page: most visits never send anything.
const loadSender = () => import("./emailSender");

/** Starts loading the e-mail library when a visitor begins filling in a form. */
export function prepareSend(): void {
  void loadSender().catch(() => {
    // Retried, and reported, by the send itself.
  });
}

/**
 * Posts a form's named fields with EmailJS `sendForm` (SPEC.md section 7). Resolves on a 2xx
 * answer; rejects with what EmailJS threw (its response status, a network TypeError, a string)
 * or with SendTimeoutError. The form's `elapsedMs` field, if it has one, is filled in first: a
 * bot sends within moments of the page loading (the server's spam check, docs/OPERATIONS.md).
 * It is the time since the page loaded, or since `startedAt` (ms since the epoch) when the
 * visitor began the form before it, on an earlier visit (a draft kept in the browser).
 */
export async function sendEmailForm(
  form: HTMLFormElement,
  { startedAt = null as number | null, timeoutMs = SEND_TIMEOUT_MS } = {},
): Promise<void> {
  const elapsed = form.elements.namedItem(FORM_META_FIELDS.elapsed);
  if (elapsed instanceof HTMLInputElement)
    elapsed.value = String(Math.round(Math.max(performance.now(), startedAt ? Date.now() - startedAt : 0)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(timeoutMs)), timeoutMs);
  });
  const send = async () => {
    const { sendWithEmailJs } = await loadSender();
    await sendWithEmailJs(form);
  };
  try {
    await Promise.race([send(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
