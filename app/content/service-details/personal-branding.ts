import type { ServiceDetailsContent } from "../serviceTypes";

/** Personal Branding on /services: what is included and how we work. */
const details: ServiceDetailsContent = {
  description:
    "For doctors, consultants, coaches, artists and founders whose own name is the business. We shape a clear professional story and a consistent presence across LinkedIn, Instagram and a personal website, so the right people remember you and reach out.",
  features: [
    {
      title: "Personal positioning",
      description: "A one-line answer to 'what do you do, and for whom' that you can say with confidence.",
    },
    {
      title: "Profile makeover",
      description: "Rewritten LinkedIn, Facebook and Instagram profiles with matching photos and bios.",
    },
    {
      title: "Personal website",
      description: "A simple site with your story, services, past work and an easy way to book or enquire.",
    },
    {
      title: "Photo direction",
      description: "A brief for a professional shoot, so your photos look like you on your best day.",
    },
    {
      title: "Content starter kit",
      description:
        "Post ideas and talking points drawn from your real expertise, plus templates to post them.",
    },
  ],
  process: [
    {
      title: "Conversation",
      description: "A relaxed interview about your work, your values and the opportunities you want more of.",
    },
    {
      title: "Audience",
      description: "We decide who you most want to reach: clients, employers, patients, buyers or investors.",
    },
    {
      title: "Story and positioning",
      description: "We write your headline, bio and key messages in your own voice.",
    },
    {
      title: "Personal look",
      description: "A simple personal mark, colours and photo style that suit your profession.",
    },
    {
      title: "Profiles and website",
      description: "We update your profiles and build or refresh your personal site.",
    },
    {
      title: "Posting plan",
      description: "You leave with a realistic schedule and templates to keep going on your own.",
    },
  ],
};

export default details;
