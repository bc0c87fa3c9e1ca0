// Renders a page on the server; the per-request CSP nonce goes to every script React Router emits.
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { NonceProvider } from "./lib/nonce";

export const streamTimeout = 5_000;

/**
 * Errors of loaders, actions and the render on the server, in the request's JSON log (with its id). A 404 is
 * an answer, not an error; an aborted request (the visitor left) is not worth a line.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  (context as AppLoadContext).log.error({ err: error }, "Rendering the page failed");
};

/**
 * Renders the whole page, then answers it in one piece: the server sends a page only once it is
 * complete anyway (http/render.ts: the pages defer nothing, so the shell is the whole page), and collecting
 * React's chunks here costs less than passing each through a Node stream, a web stream and the Response.
 * Waiting for every Suspense boundary (onAllReady) is what crawlers got already; after streamTimeout the
 * render is aborted and what is pending is left to the browser, as before.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The status as the shell left it: an error in a Suspense boundary after it does not change the answer's (as when streamed).
    let status = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
          status = responseStatusCode;
        },
        onAllReady() {
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell (in a Suspense boundary) are logged here; the ones before it reach onShellError.
          if (shellRendered) loadContext.log.error({ err: error }, "Streaming the page failed");
        },
      },
    );
  });
}
