import "react";

/**
 * Invoker commands: a button that opens or closes a dialog with no script (`commandfor` names the
 * dialog). React passes the attributes through as written; its types do not list them yet.
 */
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the augmented interface has it
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
  }
}
