import { createContext } from "react";

/**
 * True in the one render React Router's build makes of the root alone, as a fallback for a
 * single-page app (entry.server.tsx): it requires React Router's scripts there, and only there
 * (root.tsx). No page is that file, and postbuild deletes it.
 */
export const SpaFallback = createContext(false);
