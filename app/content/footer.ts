import { enquiryTitles } from "./enquiry.mjs";

export const footer = {
  about:
    "A small digital studio from Nepal. We design websites, build brands and run marketing for startups and small businesses.",
  servicesTitle: "Services",
  // The two lead services of each 'What We Do' category (a content test keeps them in step).
  services: [
    { title: "Website Design", url: "/services/website-design" },
    { title: "Website Redesign", url: "/services/webredesign" },
    { title: "Logo & Identity", url: "/services/logo-design" },
    { title: "Brand Strategy", url: "/services/BrandStrategy" },
    { title: "Social Media Marketing", url: "/services/social-media" },
    { title: "Content Strategy", url: "/services/ContentStrategy" },
  ],
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
    sending: "Subscribing...",
    invalid: "Please enter a valid email address.",
    /** The hidden title that tells the agency's inbox a sign-up from an enquiry (DECISIONS.md 9). */
    subscriptionTitle: enquiryTitles.newsletter,
    toasts: {
      sent: { title: "Subscribed!", description: "Thank you! Our next newsletter will reach your inbox." },
      failed: {
        title: "Failed to subscribe!",
        description: "There was a problem signing you up. Your address is still in the box: try again later.",
      },
    },
  },
  legal: ["Terms of Service", "Cookie Policy", "Accessibility"],
  rights: "All rights reserved.",
};
