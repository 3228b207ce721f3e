import { Rocket } from "lucide-react";

/** A client's testimonial on /testimonials (SPEC.md section 3). */
export type Testimonial = {
  id: string;
  name: string;
  role: string;
  company: string;
  quote: string;
  /** 1-5, shown as stars. */
  rating: number;
  industry: string;
  service: string;
  featured?: boolean;
};

export type TestimonialGrouping = "industry" | "service";

export const testimonials: Testimonial[] = [
  {
    id: "himalayan-threads",
    name: "Sushma Thapa",
    role: "Owner",
    company: "Himalayan Threads, Butwal",
    quote:
      "We had a Facebook page and a lot of hope. Sathi Digital gave us a real website that loads fast on a phone, shows every product with its price and sends orders straight to our WhatsApp. In the first month it brought more enquiries than the old page did all year, and they showed me how to add new stock myself.",
    rating: 5,
    industry: "Retail",
    service: "Starter Website",
    featured: true,
  },
  {
    id: "lens-and-light",
    name: "Bikash Maharjan",
    role: "Founder",
    company: "Lens & Light Studio, Kathmandu",
    quote:
      "Our photography spoke for itself, but our name did not. The new logo, colours and price sheet finally look as considered as our work, and wedding clients now mention the brand before they mention the price.",
    rating: 5,
    industry: "Creative Services",
    service: "Brand Identity",
  },
  {
    id: "momo-house",
    name: "Anisha Gurung",
    role: "Founder",
    company: "Momo House, Kathmandu",
    quote:
      "They set up our Instagram and Facebook properly and gave us a month of posts planned in advance. Table bookings through WhatsApp doubled in three months. We would like the reports a little simpler, but the results are clear.",
    rating: 4,
    industry: "Food & Beverage",
    service: "Social Media Setup",
  },
];

export const testimonialsPage = {
  hero: {
    eyebrow: "Client stories",
    title: "Early Success Stories",
    promise:
      "We are a young studio, so every client counts. Here is what the first ones say about working with us.",
    cta: { label: "Start Your Project", url: "/contact" },
  },
  featuredEyebrow: "In their words",
  featuredTitle: "Featured story",
  browser: {
    title: "Stories from our first clients",
    intro: "Filter by the kind of business or by the service we delivered.",
    groupingLabel: "Group stories",
    groupings: [
      { id: "industry", label: "By Industry" },
      { id: "service", label: "By Service" },
    ] satisfies { id: TestimonialGrouping; label: string }[],
    filterLabel: "Filter stories",
    all: "All",
    results: (shown: number, total: number) => `Showing ${shown} of ${total} stories`,
    empty: (filter: string, grouping: string) =>
      `No stories match "${filter}" when grouped ${grouping.toLowerCase()}.`,
    showAll: "Show all stories",
  },
  ratingLabel: (rating: number) => `${rating} out of 5 stars`,
  cta: {
    id: "first-clients-title",
    eyebrow: "Your turn",
    title: "Be One of Our First Clients",
    text: "Early clients get our senior team's full attention and a say in how we grow. Tell us about your business.",
    primary: { label: "Get Started Now", url: "/contact" },
    icon: Rocket,
  },
};
