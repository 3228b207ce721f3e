import {
  Accessibility,
  BadgeCheck,
  Briefcase,
  Clock,
  Code2,
  Eye,
  Flag,
  FolderCheck,
  Gem,
  Globe,
  GraduationCap,
  HandHeart,
  Handshake,
  Heart,
  HeartHandshake,
  Leaf,
  LifeBuoy,
  Lightbulb,
  MessagesSquare,
  Palette,
  Rocket,
  SearchCheck,
  ShieldCheck,
  Smartphone,
  Smile,
  Sprout,
  Target,
  Telescope,
  TrendingUp,
  Users,
  Wallet,
  type LucideIcon,
} from "lucide-react";

/**
 * The icons the content files of the home, story and values pages name (`icon: SearchCheck`), by
 * lucide-react's names: the one place that turns a name into its component.
 */
export const studioIcons = {
  Accessibility,
  BadgeCheck,
  Briefcase,
  Clock,
  Code2,
  Eye,
  Flag,
  FolderCheck,
  Gem,
  Globe,
  GraduationCap,
  HandHeart,
  Handshake,
  Heart,
  HeartHandshake,
  Leaf,
  LifeBuoy,
  Lightbulb,
  MessagesSquare,
  Palette,
  Rocket,
  SearchCheck,
  ShieldCheck,
  Smartphone,
  Smile,
  Sprout,
  Target,
  Telescope,
  TrendingUp,
  Users,
  Wallet,
} as const satisfies Record<string, LucideIcon>;

export type StudioIconName = keyof typeof studioIcons;

/** The names a content file may give, for its schema's choice. */
export const studioIconNames = Object.keys(studioIcons) as [StudioIconName, ...StudioIconName[]];

/** An item of a content file with its icon's component in place of its name. */
export const withIcon = /* @__NO_SIDE_EFFECTS__ */ <T extends { icon: StudioIconName }>(
  item: T,
): Omit<T, "icon"> & { icon: LucideIcon } => ({ ...item, icon: studioIcons[item.icon] });

/**
 * Items of a content file with their icons' components in place of the icons' names. Marked as
 * free of side effects, so that a page's script which names a list only for the pre-render (the
 * home page's process, for one) leaves the list, and the icons, out of the bundle.
 */
export const withIcons = /* @__NO_SIDE_EFFECTS__ */ <T extends { icon: StudioIconName }>(items: T[]) =>
  items.map(withIcon);
