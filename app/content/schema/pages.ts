import { z } from "zod";
import { group, text, word } from "./fields.ts";

/**
 * content/{en,ne}/pages.yaml: the words of the site's own pages in the registry
 * (app/content/pages.ts, which holds their paths, routes and places in the menus), by the page's id.
 */
const words = {
  name: word("Name", "What the breadcrumbs call the page; its title starts with it."),
  label: word("Link text", "In the menus and the footer, where shorter than the name.").optional(),
  title: word(
    "Title",
    "The browser tab's and the search results' title: each page's its own, under 70 characters.",
  ),
  description: text(
    "Description",
    "What search results show under the title: each page's its own, 50 to 170 characters.",
  ),
};

const page = (label: string) => group(label, words);

/** What a page's shared-link card shows, in a sentence with the card's words in it. */
const ogImageAlt = z
  .string()
  .trim()
  .refine((value) => value.includes("{words}"), "must hold {words}, where the card's words go")
  .meta({
    label: "Shared-link picture, in words",
    hint: "What screen readers say of the card a page's shared link shows; {words} stands for the words on the card.",
    i18n: "translate",
    widget: "string",
  });

export const pages = group("Pages", {
  home: page("Home"),
  services: page("Services"),
  about: page("About Us"),
  ourStory: page("Our Story"),
  values: page("Our Values"),
  careers: page("Careers"),
  portfolio: page("Portfolio"),
  plans: page("Plans and Packages"),
  testimonials: page("Client Testimonials"),
  faq: page("FAQ"),
  contact: page("Contact Us"),
  insights: page("Journal"),
  contactSent: page("Message sent: where the contact form lands without JavaScript"),
  newsletterSubscribed: page("Subscribed: where the newsletter's form lands without JavaScript"),
  formInvalid: page(
    "Check your message: where a form a field of which broke its rules lands without JavaScript",
  ),
  sendFailed: page("Not sent: where a form that failed lands without JavaScript"),
  notFound: page("Page not found"),
  companyMenu: group(
    "The 'Who We Are' menu",
    {
      about: word("About Us"),
      ourStory: word("Our Story"),
      values: word("Our Values"),
      careers: word("Careers"),
    },
    "A short line under each page's name.",
  ),
  ogImageAlt,
});
