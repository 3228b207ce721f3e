import { BookOpen, Compass, Palette, PenLine } from "lucide-react";
import * as explorerIcons from "./explorerIcons";

/**
 * Every icon a service may have, by its lucide-react export name (content/en/services/): in the
 * menus, the footer and on the home page, pre-rendered. Those /services shows are explorerIcons.ts.
 */
export const serviceIcons = { ...explorerIcons, BookOpen, Compass, Palette, PenLine } as const;

export type ServiceIconName = keyof typeof serviceIcons;
