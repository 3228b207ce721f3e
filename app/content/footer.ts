import { serviceMenu } from "./menu";

export const footer = {
  about:
    "A small digital studio from Nepal. We design websites, build brands and run marketing for startups and small businesses.",
  servicesTitle: "Services",
  services: serviceMenu.flatMap((category) => category.items.slice(0, 2)),
  companyTitle: "Company",
  company: [
    { title: "About", url: "/about" },
    { title: "Our Story", url: "/about/our-story" },
    { title: "Careers", url: "/about/careers" },
    { title: "Portfolio", url: "/portfolio" },
    { title: "Plans", url: "/plans" },
    { title: "Testimonials", url: "/testimonials" },
    { title: "FAQ", url: "/faq" },
    { title: "Contact", url: "/contact" },
  ],
  contactTitle: "Contact",
  officesLabel: "Offices",
  followTitle: "Follow us",
  newTab: "opens in a new tab",
  newsletter: {
    title: "Newsletter",
    text: "Practical tips on websites, branding and marketing for Nepali businesses. Once a month, no spam.",
    label: "Email address",
    placeholder: "you@example.com",
    button: "Subscribe",
    invalid: "Please enter a valid email address.",
    notYetOpen:
      "Thanks! Our newsletter launches soon and sign-ups are not open yet, so nothing was sent. Write to us meanwhile:",
  },
  legal: ["Terms of Service", "Cookie Policy", "Accessibility"],
  rights: "All rights reserved.",
};
