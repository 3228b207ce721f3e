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
  const key = form.elements.namedItem(FORM_META_FIELDS.submission);
  if (key instanceof HTMLInputElement) key.value = submissionKey(form);
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
    sentKeys.delete(form);
  } finally {
    clearTimeout(timer);
  }
}

/** Each form's last unanswered send: the words it sent and their key. */
const sentKeys = new WeakMap<HTMLFormElement, { words: string; key: string }>();

/**
 * The key of this send: the last one's, when the form holds the same words as a send that got no
 * answer (it may have arrived: the server keeps a key once), else a new one.
 */
function submissionKey(form: HTMLFormElement): string {
  const own = new Set<string>([FORM_META_FIELDS.elapsed, FORM_META_FIELDS.submission]);
  const words = JSON.stringify([...new FormData(form)].filter(([name]) => !own.has(name)));
  const last = sentKeys.get(form);
  if (last?.words === words) return last.key;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const key = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  sentKeys.set(form, { words, key });
  return key;
}
