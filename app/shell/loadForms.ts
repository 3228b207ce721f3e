import formsUrl from "./forms.ts?module-url";

/**
 * The forms module (forms.ts): the toasts and the newsletter's sending, which most visits never
 * use, fetched the first time one of them is needed, or when a visitor starts on a form. Every
 * page's inline script stays small.
 */
let forms: Promise<typeof import("./forms")> | undefined;

export function loadForms(): Promise<typeof import("./forms")> {
  forms ??= import(/* @vite-ignore */ formsUrl).catch((error: unknown) => {
    forms = undefined; // Tried again next time: the connection may be back.
    throw error;
  });
  return forms;
}
