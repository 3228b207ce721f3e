import type { ServiceDetailsContent } from "../serviceTypes";

/** Mobile App Design on /services: what is included and how we work. */
const details: ServiceDetailsContent = {
  description:
    "Screens for an Android or iOS app that people understand at first tap. We design the user flows, the visual style and a clickable prototype that your developers, or ours, can build from with confidence.",
  features: [
    {
      title: "User flows",
      description:
        "Maps of every path through the app, from sign-up to checkout, drawn before any screen is designed.",
    },
    {
      title: "Android-first sizing",
      description:
        "Layouts tuned for the mid-range Android phones most of your users carry, then adapted for iOS.",
    },
    {
      title: "Local payment journeys",
      description: "Checkout screens planned around eSewa, Khalti, bank transfer and cash on delivery.",
    },
    {
      title: "Weak-signal states",
      description:
        "Loading, empty and offline screens designed in, so the app still makes sense on a poor connection.",
    },
    {
      title: "Clickable prototype",
      description:
        "A tappable version you can test with customers or show to investors before development starts.",
    },
    {
      title: "Developer-ready handoff",
      description:
        "Organised design files with spacing, colours and exported assets, so no one has to guess.",
    },
  ],
  process: [
    {
      title: "Define the core job",
      description: "We agree the one or two things users must be able to do in the first version.",
    },
    {
      title: "Map the flows",
      description: "Each screen and step is laid out as a flow you can follow, question and approve.",
    },
    {
      title: "Wireframes",
      description: "Simple grey layouts let us settle structure before colour and detail.",
    },
    {
      title: "Visual design",
      description: "Your brand is applied across the screens using reusable, consistent components.",
    },
    {
      title: "Prototype and test",
      description: "Real users try the clickable prototype and we fix whatever confuses them.",
    },
    {
      title: "Developer handoff",
      description:
        "Builders get specs, assets and a walkthrough, and we answer their questions during the build.",
    },
  ],
};

export default details;
