import { shellCopy } from "./copy";
import { onReady } from "./dom";

/** SPEC.md section 2: the not-found screen logs the missing path to the console. */
export function startNotFoundLog(): void {
  onReady(() => {
    if (document.querySelector("[data-not-found]")) console.error(shellCopy().notFoundLog, location.pathname);
  });
}
