import { type LocaleInfo, locales } from "../locales.mjs";

/** The language of the pages this build makes: Nepali (app/content/locale.ts is English's). */
export const locale: LocaleInfo = locales.ne;
