/**
 * Where enquiry forms post without JavaScript, and the fields they add to what the visitor types
 * (components/EnquiryExtras.tsx). The site's own server answers the post with a page (README,
 * "Without JavaScript"); with JavaScript the forms send through EmailJS as SPEC.md section 7 says.
 */
export const ENQUIRY_ACTION = "/api/enquiry";
export const HONEYPOT_FIELD = "website";
export const LOCALE_FIELD = "locale";
export const ELAPSED_FIELD = "elapsedMs";
