// Usage: node /work/tools/dump.mjs <repo-root> <module path relative to root> [exportName]
// Prints the module's exports as JSON (functions as "[function]", lucide icons as their displayName).
import { build } from "esbuild";
import { resolve } from "node:path";
const [root, mod, name] = process.argv.slice(2);
const entry = `import * as m from ${JSON.stringify(resolve(root, mod))};
const seen = new WeakSet();
const out = JSON.stringify(${name ? `{ ${JSON.stringify(name)}: m[${JSON.stringify(name)}] }` : "m"}, (k, v) => {
  if (v && v.$$typeof && v.displayName) return "icon:" + v.displayName; if (typeof v === "function") return v.displayName ? "icon:" + v.displayName : "[function " + (v.name||"") + "]";
  if (v && v.$$typeof) return "[react element]";
  return v;
}, 2);
console.log(out);`;
const result = await build({ stdin: { contents: entry, resolveDir: root, loader: "ts" }, bundle: true, write: false, platform: "node", format: "esm", alias: { "~": resolve(root, "app") }, logLevel: "error", jsx: "automatic" });
const code = result.outputFiles[0].text;
const { writeFileSync } = await import("node:fs");
const tmp = `/tmp/dump-${process.pid}.mjs`;
writeFileSync(tmp, code);
await import(tmp);
