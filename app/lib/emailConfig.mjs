// @ts-check
/**
 * Where the contact form and the newsletter send (DECISIONS.md 15, 16). Plain JavaScript so the
 * browser bundle and the post-build step (which writes connect-src into the CSP) share one rule.
 */

/** EmailJS's own API, used when ids are configured without an origin. */
export const EMAILJS_API_ORIGIN = "https://api.emailjs.com";

/**
 * Ids posted to the local outbox of `npm start` (server/outbox.mjs) when none are configured:
 * it only checks that they are present.
 */
export const LOCAL_OUTBOX_IDS = Object.freeze({
  serviceId: "local_outbox",
  templateId: "website_enquiry",
  publicKey: "local",
});

/**
 * @typedef {object} EmailConfig
 * @property {string} serviceId
 * @property {string} templateId
 * @property {string} publicKey
 * @property {string | null} origin the API origin; null means the site's own (the local outbox)
 */

/**
 * The build's e-mail settings from its VITE_EMAILJS_* variables. All three ids configured: the
 * real service at VITE_EMAILJS_ORIGIN (default EmailJS). Otherwise the local outbox.
 * @param {Record<string, string | boolean | undefined>} env `import.meta.env`, or Vite's loadEnv()
 * @returns {EmailConfig}
 */
export function emailConfig(env) {
  const read = (/** @type {string} */ name) => {
    const value = env[name];
    return typeof value === "string" ? value.trim() : "";
  };
  const serviceId = read("VITE_EMAILJS_SERVICE_ID");
  const templateId = read("VITE_EMAILJS_TEMPLATE_ID");
  const publicKey = read("VITE_EMAILJS_PUBLIC_KEY");
  if (!serviceId || !templateId || !publicKey) return { ...LOCAL_OUTBOX_IDS, origin: null };
  const origin = read("VITE_EMAILJS_ORIGIN").replace(/\/+$/, "") || EMAILJS_API_ORIGIN;
  return { serviceId, templateId, publicKey, origin };
}

/**
 * Why a configuration is only partly set, for the build to warn about; null when it is fine.
 * @param {Record<string, string | boolean | undefined>} env
 */
export function emailConfigWarning(env) {
  const names = ["VITE_EMAILJS_SERVICE_ID", "VITE_EMAILJS_TEMPLATE_ID", "VITE_EMAILJS_PUBLIC_KEY"];
  const missing = names.filter((name) => !String(env[name] ?? "").trim());
  if (missing.length === 0 || missing.length === names.length) return null;
  return `${missing.join(", ")} not set: the site sends to its own local outbox, not to EmailJS.`;
}
