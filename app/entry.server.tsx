import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { SpaFallback } from "./lib/spaFallback";

/** Rendering stops waiting after this long: a page that is not complete by then fails the build. */
export const streamTimeout = 5_000;

/**
 * This site renders only at build time, to pre-render its pages (`ssr: false`). Unlike React
 * Router's default, every render waits for all content (`onAllReady`), so a lazily loaded
 * component such as the contact form is in the page's HTML itself, not a fallback swapped by
 * script after it.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <SpaFallback value={routerContext.isSpaMode}>
        <ServerRouter context={routerContext} url={request.url} />
      </SpaFallback>,
      {
        // Nor is a large finished boundary moved to the end of the document to be revealed by script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
