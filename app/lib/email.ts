// The e-mail rule is shared with the server (enquiryRules.mjs), which must refuse what the form refuses.
export { isValidEmail } from "./enquiryRules.mjs";
