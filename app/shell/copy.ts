import type { ToastInput } from "~/lib/toast";

/**
 * The words the shell's script shows, from the content modules: the page renders them as JSON
 * (root.tsx), so the script carries no copy and serves every language the page is in.
 */
export type ShellCopy = {
  toasts: { regionLabel: string; dismiss: string };
  newsletter: {
    invalid: string;
    sending: string;
    sent: ToastInput;
    failed: ToastInput;
  };
  notFoundLog: string;
};

export const SHELL_COPY_ID = "shell-copy";

let copy: ShellCopy | undefined;

/** The page's shell copy; read once, when first needed (the element is in the page by then). */
export function shellCopy(): ShellCopy {
  copy ??= JSON.parse(document.getElementById(SHELL_COPY_ID)?.textContent ?? "null") as ShellCopy;
  return copy;
}
