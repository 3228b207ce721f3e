import { type ComponentType, type ReactElement, use } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import islandChunks from "virtual:island-chunks";
import { type IslandLoad, type IslandWake, islandIdPrefix, wakeTokens } from "~/lib/islands";

/** Every island's component, by its name: the file app/islands/<name>.tsx that exports it. */
const islandModules = import.meta.glob<{ default: ComponentType<never> }>("../islands/*.tsx", {
  eager: true,
});

function islandName(component: ComponentType<never>): string {
  for (const [file, module] of Object.entries(islandModules))
    if (module.default === component) return /([^/]+)\.tsx$/.exec(file)![1];
  throw new Error(
    `${component.displayName ?? component.name} is not an island: add app/islands/<Name>.tsx exporting it as default`,
  );
}

/**
 * The island's HTML, rendered as a root of its own, as the browser hydrates it: its `useId`s are
 * its own, and its Suspense boundaries are complete (the pre-render waits for them). One render
 * per island and props, so a render that suspends meets the same promise again.
 */
const renders = new Map<string, Promise<string>>();

function renderIsland(name: string, element: ReactElement, props: object): Promise<string> {
  const key = `${name} ${JSON.stringify(props)}`;
  let render = renders.get(key);
  if (!render) {
    render = prerenderToNodeStream(element, { identifierPrefix: islandIdPrefix(name) }).then(
      async ({ prelude }) => {
        const parts: Buffer[] = [];
        for await (const part of prelude) parts.push(Buffer.from(part));
        return Buffer.concat(parts).toString("utf8");
      },
    );
    renders.set(key, render);
  }
  return render;
}

type IslandProps<P extends object> = {
  component: ComponentType<P>;
  /**
   * When it hydrates besides at the first input on it: near the screen (the default), when idle,
   * or at that input only (`interaction`).
   */
  load?: IslandLoad;
  /** What in the page's address or storage has it hydrate when idle whatever `load` says. */
  wake?: IslandWake;
} & ([keyof P] extends [never] ? { props?: P } : { props: P });

/**
 * A widget that needs React in the browser (docs/DECISIONS.md 25): pre-rendered here, its props
 * written into the page as JSON, and hydrated alone by the shell's loader (app/shell/islands.ts),
 * with its own entry module (builder/vite/islands.ts). Props must be JSON: data, not functions or
 * elements. The wrapper is `display: contents`, so the page is laid out as without it.
 */
export function Island<P extends object>({ component, load = "visible", wake, props }: IslandProps<P>) {
  const name = islandName(component as ComponentType<never>);
  const chunk = islandChunks[name];
  if (!chunk)
    throw new Error(`The island ${name} has no entry module in the build (builder/vite/islands.ts)`);
  const values = (props ?? {}) as P;
  const Component = component;
  const html = use(renderIsland(name, <Component {...values} />, values));
  return (
    <div
      className="contents"
      data-island={name}
      data-load={load}
      data-wake={(wake && wakeTokens(wake)) || undefined}
      data-src={chunk.src}
      data-imports={chunk.imports.join(" ") || undefined}
      data-props={props ? JSON.stringify(props) : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
