import { appError as appErrorCopy, notFound as notFoundCopy } from "content:errors";
import { locale } from "./locale";
import { formatNumberIn } from "./locales.mjs";

/** What the console says of an address the site does not have, for developers (in English). */
export const NOT_FOUND_LOG = "404 Error: User attempted to access non-existent route:";

/**
 * The page of an address the site does not have (content/{en,ne}/errors.yaml), with its status in
 * the page's digits, and what the console says of it.
 */
export const notFound = {
  ...notFoundCopy,
  code: formatNumberIn(404, locale),
  log: NOT_FOUND_LOG,
};

/** The page shown where a page fails (root.tsx's error boundary). */
export const appError = appErrorCopy;
