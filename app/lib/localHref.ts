import { locale } from "~/content/locale";
import { pathIn } from "~/content/locales.mjs";

/**
 * A link of the site in the page's own language (issue 26): content names English paths once
 * ("/about"); on a Nepali page that link is "/ne/about". Anchors, mailto:, tel: and other sites
 * are left as they are.
 */
export const localHref = (url: string) => pathIn(url, locale);
