// The API, asked in process: how the admin's server loaders and actions read and write (docs/decisions/
// 020-admin-rendered-by-the-server.md). A screen asks the same route with the same session as a program would,
// so the role rules, the validation, the messages and the change feed are the API's, written once. The
// request never touches the network: light-my-request hands Express a request object and collects the answer.
import type { Express } from "express";
import inject from "light-my-request";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";

/** What a route answered: its status, its parsed JSON (null for another body) and the cookies it set. */
export type ApiAnswer = { status: number; body: unknown; cookies: string[] };

/** The request a screen's loader or action runs for: its session cookie, address, protocol and browser. */
export type Asker = { cookie?: string; ip?: string; https?: boolean; agent?: string; origin?: string };

/** A body sent as it is (a multipart upload), with its content type. */
export type RawBody = { raw: Buffer; contentType: string };
const isRaw = (body: unknown): body is RawBody => typeof body === "object" && body !== null && Buffer.isBuffer((body as RawBody).raw);
/** A body passed on as it streams in (an uploaded backup archive: never held whole in memory), with its content type. */
export type StreamBody = { stream: ReadableStream<Uint8Array>; contentType: string };
const isStream = (body: unknown): body is StreamBody => typeof body === "object" && body !== null && (body as StreamBody).stream instanceof ReadableStream;

/**
 * light-my-request fits an Express app by re-parenting the prototype its request and response objects share
 * with every other Express app in the process (express.request, express.response): the site's own requests
 * would then be light-my-request's. This app gets private copies of those two prototypes first, so only its
 * own requests change.
 */
function isolate(app: Express): Express {
  for (const key of ["request", "response"] as const) {
    const shared = Object.getPrototypeOf(app[key]) as object;
    Object.setPrototypeOf(app[key], Object.defineProperties(Object.create(Object.getPrototypeOf(shared) as object), Object.getOwnPropertyDescriptors(shared)));
  }
  return app;
}

/** `api` serves /api behind a proxy of one hop (trust proxy 1): the asker's address and protocol come as forwarded headers. */
export function staffApi(api: Express) {
  const app = isolate(api);
  return async function ask(asker: Asker, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
    const headers: Record<string, string> = { "x-forwarded-for": asker.ip ?? "127.0.0.1", "x-forwarded-proto": asker.https ? "https" : "http" };
    if (asker.cookie) headers.cookie = asker.cookie;
    if (asker.agent) headers["user-agent"] = asker.agent;
    const raw = isRaw(body) ? body : undefined;
    const streamed = isStream(body) ? body : undefined;
    if (body !== undefined) headers["content-type"] = raw?.contentType ?? streamed?.contentType ?? "application/json";
    const payload = raw ? raw.raw : streamed ? Readable.fromWeb(streamed.stream as NodeReadableStream<Uint8Array>) : body !== undefined ? JSON.stringify(body) : undefined;
    const res = await inject(app, { method: method as "GET", url: path, headers, ...(payload !== undefined ? { payload } : {}) });
    const setCookie = res.headers["set-cookie"];
    const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)];
    let parsed: unknown = null;
    if (String(res.headers["content-type"] ?? "").startsWith("application/json")) {
      try {
        parsed = JSON.parse(res.payload);
      } catch {
        parsed = null;
      }
    }
    return { status: res.statusCode, body: parsed, cookies };
  };
}

export type StaffApi = ReturnType<typeof staffApi>;
