import { appError as appErrorCopy, notFound as notFoundCopy } from "content:errors";
import { locale } from "./locale";
import { formatNumberIn } from "./locales.mjs";

/**
 * The page of an address the site does not have (content/{en,ne}/errors.yaml), with its status in
 * the page's digits, and what the console says of it, for developers (in English).
 */
export const notFound = {
  ...notFoundCopy,
  code: formatNumberIn(404, locale),
  log: "404 Error: User attempted to access non-existent route:",
};

/** The page shown where a page fails (root.tsx's error boundary). */
export const appError = appErrorCopy;
