/**
 * Nepali of ../shell.ts: the shell's script shows the Nepali words of ./toast, ./newsletter and
 * ./errors. `notFoundLog` is the browser console's message for developers, in English as in
 * ./errors.
 */
import type { ShellCopy } from "~/shell/copy";
import { notFound } from "./errors";
import { newsletter } from "./newsletter";
import { toastCopy } from "./toast";

export const shellCopy: ShellCopy = {
  toasts: toastCopy,
  newsletter: {
    invalid: newsletter.invalid,
    sending: newsletter.sending,
    sent: newsletter.toasts.sent,
    failed: newsletter.toasts.failed,
  },
  notFoundLog: notFound.log,
};
