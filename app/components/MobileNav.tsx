import { Menu } from "lucide-react";
import { navigation } from "~/content/menu";
import { MobileNavPanel } from "./MobileNavPanel";
import { Button } from "./ui/button";

export const MOBILE_MENU_ID = "mobile-menu";

/**
 * Below 768px: a menu button opens a side panel, a modal <dialog> the browser runs (focus kept
 * inside, Escape and a tap on the backdrop close it); app/shell/mobileNav.ts fills in the rest.
 */
export function MobileNav({ pathname }: { pathname: string }) {
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={navigation.openMenu}
        aria-haspopup="dialog"
        commandfor={MOBILE_MENU_ID}
        command="show-modal"
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      <MobileNavPanel id={MOBILE_MENU_ID} pathname={pathname} />
    </>
  );
}
