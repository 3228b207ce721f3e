export const notFound = {
  code: "४०४",
  title: "माफ गर्नुहोस्! पृष्ठ भेटिएन",
  text: "तपाईंले खोजेको पृष्ठ सरेको हुन सक्छ, वा कहिल्यै थिएन।",
  home: "गृहपृष्ठमा फर्कनुहोस्",
  contact: "हामीलाई सम्पर्क गर्नुहोस्",
  log: "404 Error: User attempted to access non-existent route:",
};

export const appError = {
  label: "त्रुटि",
  title: "Unexpected Application Error!",
  text: "केही गडबड भयो।",
  home: "गृहपृष्ठमा फर्कनुहोस्",
};
