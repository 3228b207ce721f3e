/**
 * The id of the contact form's card on /contact, where an application from Careers lands (the
 * form itself, already filled in, rather than the page's hero) and where the hero's button leads.
 */
export const CONTACT_FORM_ID = "contact-form";
