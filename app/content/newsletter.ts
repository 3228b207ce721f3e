import { newsletter as box } from "content:footer";
import { enquiryTitles } from "./enquiry.mjs";

/** What the shell's script says as it sends a sign-up (app/shell/newsletter.ts, through shell.ts). */
export const newsletterMessages = {
  sending: "Subscribing...",
  invalid: "Please enter a valid email address.",
  toasts: {
    sent: { title: "Subscribed!", description: "Thank you! Our next newsletter will reach your inbox." },
    failed: {
      title: "Failed to subscribe!",
      description: "There was a problem signing you up. Your address is still in the box: try again later.",
    },
  },
};

/**
 * The footer's newsletter box (DECISIONS.md 9; components/NewsletterForm.tsx, app/shell/newsletter.ts):
 * its title and text are content/{en,ne}/footer.yaml; the form's own words are here.
 */
export const newsletter = {
  title: box.title,
  text: box.text,
  label: "Email address",
  placeholder: "you@example.com",
  button: "Subscribe",
  /** The hidden title that tells the agency's inbox a sign-up from an enquiry (DECISIONS.md 9). */
  subscriptionTitle: enquiryTitles.newsletter,
  ...newsletterMessages,
};
