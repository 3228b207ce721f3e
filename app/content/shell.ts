import type { ShellCopy } from "~/shell/copy";
import { NOT_FOUND_LOG } from "./errors";
import { newsletterMessages as newsletter } from "./newsletter";
import { toastCopy } from "./toast";

/** What the shell's script shows (app/shell/), rendered into every page as JSON (root.tsx). */
export const shellCopy: ShellCopy = {
  toasts: toastCopy,
  newsletter: {
    invalid: newsletter.invalid,
    sending: newsletter.sending,
    sent: newsletter.toasts.sent,
    failed: newsletter.toasts.failed,
  },
  notFoundLog: NOT_FOUND_LOG,
};
