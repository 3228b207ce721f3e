/**
 * What content may hand a page besides data: a value of code, which the page's content module
 * imports (builder/content/modules.ts) where the data names it. So the icon a file names comes as
 * the icon itself (./icons.ts), and the page carries the icon only, not a table of names to look it
 * up in.
 */
export class CodeImport {
  constructor(
    /** A module, as a page imports it: "lucide-react". */
    readonly module: string,
    /** The export of it. */
    readonly name: string,
  ) {}
}

/** `name`, exported by `module`, in the content: the page gets the value itself. */
export const fromCode = <T>(module: string, name: string) => new CodeImport(module, name) as unknown as T;
