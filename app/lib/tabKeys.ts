import type { KeyboardEvent } from "react";

/**
 * On a tab: arrow keys, Home and End move to another tab of its tablist and select it
 * (automatic activation). Other keys pass through.
 */
export function onTabListKeyDown(
  event: KeyboardEvent<HTMLElement>,
  ids: string[],
  select: (id: string) => void,
) {
  const list = event.currentTarget.closest('[role="tablist"]');
  const tabs = [...(list?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
  const index = tabs.indexOf(event.currentTarget);
  if (index < 0) return;
  const last = tabs.length - 1;
  const target = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  select(ids[target]);
  tabs[target].focus();
}
