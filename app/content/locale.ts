import { type LocaleInfo, locales } from "./locales.mjs";

/** The language of the pages this build makes: English (the Nepali build has ne/locale.ts). */
export const locale: LocaleInfo = locales.en;
