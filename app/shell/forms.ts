/** The forms module (loadForms.ts): what the shell loads once a visitor uses a form or gets a toast. */
export { subscribe } from "./newsletter";
export { closeToast, showToast } from "./toasts";
