import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";
import { projectPath } from "./project.ts";

/**
 * lucide-react's icon modules each call its `createLucideIcon`, which brings a provider context
 * and attribute builders the site never uses: they get a plain SVG factory with the same markup
 * instead (app/lib/lucideIcon.ts). Also used by vitest.config.ts, so tests see the same icons.
 */
export const lucideIconFactory: Plugin = {
  name: "lucide-icon-factory",
  enforce: "pre",
  resolveId(source, importer) {
    if (source === "../createLucideIcon.mjs" && importer?.includes("/lucide-react/dist/esm/icons/")) {
      return projectPath("./app/lib/lucideIcon.ts");
    }
  },
};

const LUCIDE = projectPath("./node_modules/lucide-react/dist/esm/");
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*"lucide-react";/g;

/** lucide-react's export names (with their aliases) and the icon file each one is. */
async function lucideIconFiles(): Promise<Map<string, string>> {
  const barrel = await readFile(`${LUCIDE}lucide-react.mjs`, "utf8");
  const files = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(/export \{([^}]*)\} from '\.\/(icons\/[\w-]+\.mjs)'/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) files.set(name, file);
  }
  return files;
}

/**
 * In the build, every module of the site imports its own copy of each lucide icon it uses. An
 * icon is a hundred-odd bytes gzipped; shared by several pages it became a chunk of its own, with
 * a request and about as many bytes again of per-file overhead, and a page drew twenty of them.
 */
export function ownIconCopies(): Plugin {
  let files: Promise<Map<string, string>> | undefined;
  return {
    name: "own-icon-copies",
    apply: "build",
    enforce: "pre",
    // An icon is a value like any other: a module that imports one it never uses (a menu's icons,
    // in a module whose markup is only pre-rendered) does not bring it into the bundle.
    resolveId(source) {
      if (source.startsWith(LUCIDE) && source.includes("?owner="))
        return { id: source, moduleSideEffects: false };
    },
    async transform(code, id) {
      // The site's modules, and the content modules that import the icons their files name
      // (app/content/schema/icons.ts).
      const owner = id.startsWith(projectPath("./app/"))
        ? id.slice(projectPath("./app/").length)
        : id.startsWith("\0content:")
          ? id.slice(1)
          : undefined;
      if (owner === undefined || !code.includes('"lucide-react"')) return;
      files ??= lucideIconFiles();
      const iconFiles = await files;
      return code.replace(LUCIDE_IMPORT, (_statement, list: string) => {
        const specifiers = list
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean);
        const types = specifiers.filter((item) => item.startsWith("type "));
        const lines = types.length ? [`import { ${types.join(", ")} } from "lucide-react";`] : [];
        for (const item of specifiers.filter((entry) => !entry.startsWith("type "))) {
          const [name, alias = name] = item.split(/\s+as\s+/);
          const file = iconFiles.get(name);
          if (!file) this.error(`${id}: lucide-react has no icon ${name}`);
          lines.push(`import ${alias} from "${LUCIDE}${file}?owner=${encodeURIComponent(owner)}";`);
        }
        return lines.join("\n");
      });
    },
  };
}
