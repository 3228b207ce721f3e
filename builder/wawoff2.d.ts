/** wawoff2 (Google's woff2, in WebAssembly) ships no types: the two calls builder/devanagari-font.mjs makes. */
declare module "wawoff2" {
  const wawoff2: {
    /** A TrueType font as WOFF2. */
    compress(ttf: Uint8Array): Promise<Uint8Array>;
    /** A WOFF2 font as TrueType: a view of wawoff2's memory, which its next call overwrites. */
    decompress(woff2: Uint8Array): Promise<Uint8Array>;
  };
  export default wawoff2;
}
