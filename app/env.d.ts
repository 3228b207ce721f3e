/** `import source from "./x.ts?inline-script"`: the module bundled into one script (vite.config.ts). */
declare module "*?inline-script" {
  const source: string;
  export default source;
}

