// The React Router render as an Express handler: turns the Express request into a Fetch Request, runs the
// app's request handler and sends its Response, deciding the caching on the way:
// - a GET/HEAD 200 whose route opted in (PAGE_CACHE_STORE_HEADER) is handed to the page cache and answered
//   with PUBLIC_PAGE_CACHE_CONTROL (unless the route chose its own Cache-Control);
// - every other answer is `no-store` (4xx/5xx, pages that did not opt in, anything asked with a staff
//   token), unless the route set a Cache-Control of its own on a success;
// - exactly one Cache-Control on every answer, and HEAD is rendered as GET so it gets GET's headers.
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { PAGE_CACHE_STORE_HEADER, declaredQuery } from "../../shared/page-cache";
import { PUBLIC_PAGE_CACHE_CONTROL, acceptedEncodings, compressPage, type PageCache } from "./page-cache";

/** React Router's request handler with this request's load context bound (see server.ts). */
export type FetchRender = (request: Request, req: ExpressRequest, res: ExpressResponse) => Promise<Response>;

const STORE_HEADER = PAGE_CACHE_STORE_HEADER.toLowerCase();

function fetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  let url: URL;
  try {
    url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  } catch {
    url = new URL(req.originalUrl, `${req.protocol}://localhost`);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  res.once("close", () => !res.writableFinished && controller.abort());
  // HEAD renders as GET: the answer then has GET's headers (Node sends no body for HEAD).
  const method = req.method === "HEAD" ? "GET" : req.method;
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };
  if (method !== "GET") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/** Below this a page goes out as it is (the compression middleware's threshold). */
const COMPRESS_MIN_BYTES = 1024;

/**
 * A page rendered for this request alone, compressed as the request accepts: its body and Content-Encoding.
 * Once, at fast settings, in zlib's thread pool: the event loop goes on with the next request
 * meanwhile, so on two cores a render and the previous page's compression run side by side. The pages the
 * page cache keeps get their smaller copies from it, made once.
 */
async function encodePage(req: ExpressRequest, body: Buffer): Promise<{ body: Buffer; encoding?: "br" | "gzip" }> {
  const accepts = req.method === "HEAD" || body.length < COMPRESS_MIN_BYTES ? undefined : acceptedEncodings(req.headers["accept-encoding"]);
  const encoding = accepts?.br ? "br" : accepts?.gzip ? "gzip" : undefined;
  return encoding ? { body: await compressPage(body, encoding, "fast"), encoding } : { body };
}

/** Sends a page rendered for this request alone, compressed as the request accepts. */
async function sendPage(req: ExpressRequest, res: ExpressResponse, page: Buffer): Promise<void> {
  res.vary("Accept-Encoding");
  const { body, encoding } = await encodePage(req, page);
  // The visitor may have left while the page was compressed.
  if (res.destroyed) return;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

export function renderHandler(render: FetchRender, cache?: PageCache): RequestHandler {
  return async (req, res, next) => {
    try {
      const response = await render(fetchRequest(req, res), req, res);
      if (res.destroyed || res.writableEnded) {
        cache?.release(req);
        return void (await response.body?.cancel());
      }
      const declared = declaredQuery(response.headers.get(STORE_HEADER));
      const staff = req.headers.authorization !== undefined || req.user !== undefined;
      const storable = declared !== null && !staff && response.status === 200 && (req.method === "GET" || req.method === "HEAD") && !response.headers.has("set-cookie");

      res.status(response.status);
      if (response.statusText) res.statusMessage = response.statusText;
      for (const [name, value] of response.headers) {
        if (name === STORE_HEADER) continue;
        if (name === "set-cookie") res.append(name, value);
        else res.setHeader(name, value);
      }
      if (response.status >= 400 || staff || (!storable && !response.headers.has("cache-control"))) res.setHeader("Cache-Control", "no-store");
      else if (storable && !response.headers.has("cache-control")) res.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);

      if (!storable || !cache) {
        cache?.release(req);
        if (!response.body) return void res.end();
        // A page is written in one piece: React's many small chunks through the web stream, the
        // response and compression cost more than the render's wait for its last chunk (the pages defer
        // nothing, so their shell is the whole page). Other answers (feeds, files) stream.
        if (response.headers.get("content-type")?.startsWith("text/html")) return void (await sendPage(req, res, Buffer.from(await response.arrayBuffer())));
        return void (await writeReadableStreamToWritable(response.body, res));
      }
      const body = Buffer.from(await response.arrayBuffer());
      res.setHeader("X-Page-Cache", "miss");
      for (const [name, value] of Object.entries(cache.tagHeadersOf(req))) if (!res.hasHeader(name)) res.setHeader(name, value);
      cache.keep(req, { body, headers: res.getHeaders(), query: declared, nonce: res.locals.nonce });
      res.end(body);
    } catch (err) {
      cache?.release(req);
      if (res.headersSent) return void res.destroy(err as Error);
      next(err);
    }
  };
}
