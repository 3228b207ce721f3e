import type { NamedPage } from "./types";

export const contactMeta: NamedPage = {
  name: "Contact Us",
  path: "/contact",
  title: "Contact Us: Start Your Project | Sathi Digital",
  description:
    "Tell Sathi Digital about your website, brand or marketing project. We reply within 24 hours. Based in Butwal, Nepal; open Sunday to Friday, 9:00 AM to 6:00 PM.",
};
