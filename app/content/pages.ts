/** Per-page metadata. Each page's title and description are unique; the path is canonical. */
export type PageMeta = {
  path: string;
  title: string;
  description: string;
  /** A shared image instead of the page's own Open Graph card (app/lib/ogImage.mjs). */
  image?: string;
};

/** A page with its short name, as breadcrumbs call it (the first part of its title). */
export type NamedPage = PageMeta & { name: string };

export const pages = {
  home: {
    name: "Home",
    path: "/",
    title: "Sathi Digital | Web Design, Branding & Digital Marketing in Nepal",
    description:
      "Sathi Digital designs fast websites, memorable brands and social media campaigns for startups and small businesses in Nepal. Offices in Butwal, Kathmandu and Bangalore.",
  },
  services: {
    name: "Services",
    path: "/services",
    title: "Services: Websites, Branding & Marketing | Sathi Digital",
    description:
      "Website design, redesign, apps and UI/UX; logos, brand identity and packaging; social media, content, SEO and WhatsApp marketing for businesses in Nepal.",
  },
  about: {
    name: "About Us",
    path: "/about",
    title: "About Us: A Small Digital Studio in Nepal | Sathi Digital",
    description:
      "Founded in 2025 by a small team, Sathi Digital builds websites, brands and marketing for startups, small businesses, local services and creative professionals.",
  },
  ourStory: {
    name: "Our Story",
    path: "/about/our-story",
    title: "Our Story: From Kathmandu to Three Countries | Sathi Digital",
    description:
      "How Sathi Digital grew from a Kathmandu start in April 2024 to a team of 10, more than 50 projects and clients in three countries. Our vision and mission.",
  },
  values: {
    name: "Our Values",
    path: "/about/values",
    title: "Our Values: How We Work and Who We Are | Sathi Digital",
    description:
      "Passion, collaboration, innovation, excellence, inclusivity and integrity: the six values behind every project at Sathi Digital, at work and in our community.",
  },
  careers: {
    name: "Careers",
    path: "/about/careers",
    title: "Careers: Join Our Remote-First Team | Sathi Digital",
    description:
      "Open roles at Sathi Digital: Senior UX/UI Designer, Full Stack Developer and Digital Marketing Specialist. Benefits, culture and our three-step hiring process.",
  },
  testimonials: {
    name: "Client Testimonials",
    path: "/testimonials",
    title: "Client Testimonials: Early Success Stories | Sathi Digital",
    description:
      "What our first clients in retail, creative services and food and beverage say about their websites, brands and social media built by Sathi Digital.",
  },
  faq: {
    name: "FAQ",
    path: "/faq",
    title: "FAQ: Services, Pricing, Process and Support | Sathi Digital",
    description:
      "Answers about our services, packages and payment plans, how long a website takes, support hours and response times, and how to get started with Sathi Digital.",
  },
  portfolio: {
    name: "Portfolio",
    path: "/portfolio",
    title: "Portfolio: Websites, Brands and Campaigns | Sathi Digital",
    description:
      "Selected work by Sathi Digital: an online shop, a brand identity, a travel blog, a SaaS dashboard and a restaurant campaign, with the challenge, the work and the result.",
  },
  plans: {
    name: "Plans and Packages",
    path: "/plans",
    title: "Plans and Packages: Startup, Growth, Enterprise | Sathi Digital",
    description:
      "Compare the Startup Package, Growth Package and Enterprise Solution: website, brand and content, support and training, side by side. Payment plans available.",
  },
  contact: {
    name: "Contact Us",
    path: "/contact",
    title: "Contact Us: Start Your Project | Sathi Digital",
    description:
      "Tell Sathi Digital about your website, brand or marketing project. We reply within 24 hours. Based in Butwal, Nepal; open Sunday to Friday, 9:00 AM to 6:00 PM.",
  },
  notFound: {
    name: "Page not found",
    path: "/404",
    title: "Page not found | Sathi Digital",
    description: "The page you were looking for does not exist. Return to the Sathi Digital home page.",
    image: "/og-image.png",
  },
} satisfies Record<string, NamedPage>;
