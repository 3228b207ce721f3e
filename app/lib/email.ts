/** One part of the name before the @: no spaces, no second @, none of the characters that need quoting. */
const LOCAL_ATOM = String.raw`[^\s@."(),:;<>[\]\\]+`;
/** One part of the domain: letters of any script (with their vowel signs) and digits, hyphens only inside. */
const DOMAIN_LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?`;
/** The top-level domain: two characters or more, starting with a letter. */
const TOP_LEVEL = String.raw`\p{L}[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}]`;
// Built on first use: compiling the Unicode classes takes a phone a few milliseconds, which every
// page would otherwise spend while it hydrates (the footer's newsletter box uses the rule).
let email: RegExp | undefined;

/**
 * The rule the contact form and the newsletter use: name@domain.tld, trimmed. The name has no
 * spaces or dots at its ends or twice in a row; the domain has no underscores or empty parts.
 */
export function isValidEmail(value: string): boolean {
  email ??= new RegExp(`^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+${TOP_LEVEL}$`, "u");
  return email.test(value.trim());
}
