import { preloadToasts } from "~/components/Toaster";

/** A send that has not answered by then is abandoned and treated as failed. */
export const SEND_TIMEOUT_MS = 15_000;

export class SendTimeoutError extends Error {
  constructor(ms: number) {
    super(`No answer from the e-mail service within ${ms / 1000} s`);
    this.name = "SendTimeoutError";
  }
}

// Loaded on first use, not with every page: the footer newsletter is on all of them.
const loadSender = () => import("./emailSender");

/**
 * Starts loading the e-mail library, and the toasts that report the outcome, when a visitor
 * begins filling in a form: a connection lost by the time they send still gets its toast.
 */
export function prepareSend(): void {
  void loadSender().catch(() => {
    // Retried, and reported, by the send itself.
  });
  preloadToasts();
}

/**
 * Posts a form's named fields with EmailJS `sendForm` (SPEC.md section 7). Resolves on a 2xx
 * answer; rejects with what EmailJS threw (its response status, a network TypeError, a string)
 * or with SendTimeoutError.
 */
export async function sendEmailForm(form: HTMLFormElement, timeoutMs = SEND_TIMEOUT_MS): Promise<void> {
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
