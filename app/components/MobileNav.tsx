import { Menu } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { navigation } from "~/content/menu";
import { useNavPath } from "~/hooks/useNavPath";
import { lazyComponent } from "~/lib/lazyComponent";
import { Button } from "./ui/button";

/** The panel's code, fetched when the visitor heads for the button: most visits never open it. */
const MobileNavPanel = lazyComponent(() =>
  import("./MobileNavPanel").then((module) => module.MobileNavPanel),
);

/**
 * Below 768px: a menu button opens a side panel (a modal dialog with focus kept inside). It closes
 * on route change, a tap on the backdrop, Escape, or its close button.
 */
export function MobileNav() {
  const pathname = useNavPath();
  // The path the panel was opened on: following a link (any change of path) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const setOpen = (value: boolean) => setOpenedOn(value ? pathname : null);
  // Mounted from the first opening on, so closing it hands the focus back as usual.
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={navigation.openMenu}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerDown={MobileNavPanel.preload}
        onFocus={MobileNavPanel.preload}
        // Open, the panel covers the button. It can be pressed again only when the panel's code
        // could not be fetched (offline): then it says closed again.
        onClick={() => {
          setWanted(true);
          setOpen(!open);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      {wanted && (
        <Suspense>
          <MobileNavPanel open={open} setOpen={setOpen} pathname={pathname} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
