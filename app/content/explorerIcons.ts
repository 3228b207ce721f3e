import {
  Gem,
  LayoutTemplate,
  Mail,
  Megaphone,
  MonitorSmartphone,
  NotebookPen,
  Package,
  PenTool,
  RefreshCcw,
  Search,
  Smartphone,
  Sparkles,
  UserRound,
  Users,
} from "lucide-react";

/**
 * The icons of the service categories, and of the services /services shows, by their lucide-react
 * export names (content/en/service-categories.yaml, content/en/services/): this module's exports.
 * /services carries them in its JavaScript: its view of the content (content:services/explorer)
 * imports the icons it names from here, so no table of names comes with them. Icons only the
 * pre-rendered menus and home page show are in serviceIcons.ts.
 */
export {
  Gem,
  LayoutTemplate,
  Mail,
  Megaphone,
  MonitorSmartphone,
  NotebookPen,
  Package,
  PenTool,
  RefreshCcw,
  Search,
  Smartphone,
  Sparkles,
  UserRound,
  Users,
};
