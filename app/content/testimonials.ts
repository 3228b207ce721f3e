import { Rocket } from "lucide-react";
import { type ClientId } from "./clients";
import { type CaseStudyLink, caseStudyLink, clientPlace, findClient } from "./clientLookup";

/** A client's testimonial on /testimonials (SPEC.md section 3). */
export type Testimonial = {
  id: string;
  /** The person who said it, and their role at the client. */
  name: string;
  role: string;
  client: ClientId;
  /** The client's name and town, from the client list. */
  company: string;
  quote: string;
  /** 1-5, shown as stars. */
  rating: number;
  /** The client's industry, from the client list. */
  industry: string;
  service: string;
  featured?: boolean;
  /** The link to the client's case study, where there is one. */
  caseStudy?: CaseStudyLink;
};

export type TestimonialGrouping = "industry" | "service";

/** A testimonial as written here; the company, industry and case study come from its client. */
type TestimonialSource = Omit<Testimonial, "company" | "industry" | "caseStudy">;

function fromClient(source: TestimonialSource): Testimonial {
  const client = findClient(source.client);
  return {
    ...source,
    company: clientPlace(client),
    industry: client.industry,
    caseStudy: caseStudyLink(client),
  };
}

export const testimonials: Testimonial[] = (
  [
    {
      id: "himali-loom",
      name: "Sushma Thapa",
      role: "Owner",
      client: "himali-loom",
      quote:
        "Our old website took nine seconds to open on a phone and hid every price. Sathi Digital gave us a fast, simple site that shows each product with its price and sends orders straight to our WhatsApp. Orders now arrive complete, with sizes and addresses, and they showed me how to add new stock myself.",
      rating: 5,
      service: "Starter Website",
      featured: true,
    },
    {
      id: "lens-and-light",
      name: "Bikash Maharjan",
      role: "Founder",
      client: "lens-and-light",
      quote:
        "Our photography spoke for itself, but our name did not. The new logo, colours and price sheet finally look as considered as our work, and wedding clients now mention the brand before they mention the price.",
      rating: 5,
      service: "Brand Identity",
    },
    {
      id: "dhuwa-momo",
      name: "Anisha Gurung",
      role: "Owner",
      client: "dhuwa-momo",
      quote:
        "Our Instagram had not posted in two months. They set it up properly, planned a month of posts in advance and built a Friday lunch offer around our sales, and Friday lunch is now one of our busiest services. We would like the weekly reports a little simpler, but the results are clear.",
      rating: 4,
      service: "Social Media Setup",
    },
  ] satisfies TestimonialSource[]
).map(fromClient);

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
