import type { ShellCopy } from "~/shell/copy";
import { notFound } from "./errors";
import { footer } from "./footer";
import { toastCopy } from "./toast";

/** What the shell's script shows (app/shell/), rendered into every page as JSON (root.tsx). */
export const shellCopy: ShellCopy = {
  toasts: toastCopy,
  newsletter: {
    invalid: footer.newsletter.invalid,
    sending: footer.newsletter.sending,
    sent: footer.newsletter.toasts.sent,
    failed: footer.newsletter.toasts.failed,
  },
  notFoundLog: notFound.log,
};
