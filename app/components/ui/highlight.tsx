import { splitByQuery } from "~/lib/search";

/** Text with the stretches that match the search marked; plain text, never HTML. */
export function Highlight({ text, query }: { text: string; query: string }) {
  return (
    <>
      {splitByQuery(text, query).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-chip-amber px-0.5 text-foreground">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
