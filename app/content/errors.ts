export const notFound = {
  code: "404",
  title: "Oops! Page not found",
  text: "The page you are looking for may have moved, or never existed. Let's get you back on track.",
  home: "Return to Home",
  contact: "Contact us",
  log: "404 Error: User attempted to access non-existent route:",
};

export const appError = {
  label: "Error",
  title: "Unexpected Application Error!",
  text: "Something went wrong on our side. Please reload the page or try again in a moment.",
  home: "Return to Home",
};
