// The one way an admin screen reads and writes its data (docs/decisions/020-admin-rendered-by-the-server.md):
//   - reads: the route exports a server `loader` that returns `loadScreen(args, ...)`: the role check first
//     (`staffOf`: a visitor goes to the sign-in page, a role that may not see the screen gets 403), then one
//     API path (`loadAdmin`) or the screen's several reads; the screen reads it with `useLoaderData<typeof loader>()`;
//   - writes: the route exports a server `action` that returns `adminWrite(...)`; the screen submits a `<Form>`
//     or a `useFetcher()` (form fields, or JSON from `useAdminWrite()`), and reads the answer; React Router
//     revalidates the loaders after every action, so lists refresh themselves.
// Both run on the server: the API is asked in process as the request's session cookie (context.admin.api),
// so the page arrives with its data, and the forms work without JavaScript.
import { useEffect, useRef } from "react";
import { data, redirect, useFetcher, type AppLoadContext } from "react-router";
import { adminMessages } from "../../shared/admin-messages";
import type { StaffUser } from "../../shared/context";
import { canVisit, loginPath, pageAddress } from "./admin-session";

/** What a loader answers: the data, or the screen's error message (never both). */
export type Loaded<T> = { data: T; error: null } | { data: null; error: string };

/** One refused field of a 400 (docs/product.md#errors): its path in the body ("address.postalCode", "phones.1") and the sentence. */
export type FieldError = { path: string; message: string };

/**
 * What an action answers: the saved data, or the error text with the HTTP status (409 = edit conflict) and,
 * for a refused body, every failing field (so a form shows each next to its field).
 */
export type Written<T> = { ok: true; data: T } | { ok: false; error: string; status: number; fields?: FieldError[] };

/** What a screen's loader and action get from React Router. */
export type ScreenArgs = { request: Request; context: AppLoadContext };

/** The server's `error` text of an answer, if it has one. */
const errorOf = (body: unknown): string | null =>
  body && typeof body === "object" && typeof (body as { error?: unknown }).error === "string" ? (body as { error: string }).error : null;

/** The failing fields of a 400's answer, if it lists them. */
function fieldsOf(body: unknown): FieldError[] | undefined {
  const fields = body && typeof body === "object" ? (body as { fields?: unknown }).fields : undefined;
  if (!Array.isArray(fields)) return undefined;
  const valid = fields.filter((f): f is FieldError => !!f && typeof f === "object" && typeof (f as FieldError).path === "string" && typeof (f as FieldError).message === "string");
  return valid.length ? valid : undefined;
}

/** Off to the sign-in page, to come back here: the session ended (or there never was one). */
function signInAgain({ request, context }: ScreenArgs, ended: boolean): never {
  const { pathname, search } = pageAddress(request);
  throw redirect(loginPath(pathname + search, ended || context.admin.sessionEnded));
}

/**
 * The signed-in staff user of a screen, checked on the server: without a session the sign-in page (told
 * where to return), with a role that may not see the screen the refusal (403, shown in the admin's frame).
 */
export function staffOf(args: ScreenArgs): StaffUser {
  const user = args.context.admin.user;
  if (!user) return signInAgain(args, false);
  if (!canVisit(user.role, pageAddress(args.request).pathname)) throw data({ message: adminMessages.notPermitted }, { status: 403 });
  return user;
}

/**
 * Reads `path` from the API as this session; on failure the server's text or `failed`. Answers are `{ data }`,
 * except the one read that answers a bare list (sidebar links): `bare`.
 */
export async function loadAdmin<T>(args: ScreenArgs, path: string, failed: string, bare = false): Promise<Loaded<T>> {
  const { status, body } = await args.context.admin.api("GET", path);
  if (status === 401) return signInAgain(args, true);
  if (status >= 400) return { data: null, error: errorOf(body) ?? failed };
  return { data: bare ? (body as T) : (body as { data: T }).data, error: null };
}

/**
 * Sends one write to the API (a JSON body, or a form with a file); never throws, so a screen shows `error` inline.
 * `data` is the answer's `data`, or with `bare` the whole answer (an upload's `duplicate` is beside its `data`).
 */
export async function adminWrite<T = unknown>(
  args: ScreenArgs,
  path: string,
  init: { method: "POST" | "PUT" | "PATCH" | "DELETE"; json?: unknown; form?: FormData },
  failed: string,
  bare = false,
): Promise<Written<T>> {
  const { status, body } = await args.context.admin.api(init.method, path, init.form ?? init.json);
  if (status === 401) return signInAgain(args, true);
  if (status >= 400) {
    const fields = fieldsOf(body);
    return { ok: false, error: errorOf(body) ?? failed, status, ...(fields ? { fields } : {}) };
  }
  return { ok: true, data: bare ? (body as T) : ((body as { data?: T } | null)?.data as T) };
}

/**
 * A screen's read, the role check first: either one path (`loadAdmin`), or, for a screen that reads several
 * things, `reads()` (its `loadAdmin` calls, usually in parallel).
 */
export function loadScreen<T>(args: ScreenArgs, path: string, failed: string, bare?: boolean): Promise<Loaded<T>>;
export function loadScreen<T>(args: ScreenArgs, reads: () => Promise<T>): Promise<T>;
export async function loadScreen<T>(args: ScreenArgs, what: string | (() => Promise<T>), failed?: string, bare = false): Promise<Loaded<T> | T> {
  staffOf(args);
  if (typeof what === "function") return what();
  return loadAdmin<T>(args, what, failed ?? "", bare);
}

/**
 * What a screen's action was sent: the JSON of `useAdminWrite()`/`fetcher.submit(json, { encType: "application/json" })`,
 * or a plain form's fields (a form posted without JavaScript): a field named `body.x` goes into `body`, the rest
 * are read as they are; repeated names become lists, and the strings "true"/"false" of checkboxes stay strings
 * for the screen's own parse.
 */
export async function submitted<T>(request: Request): Promise<T> {
  if (request.headers.get("content-type")?.startsWith("application/json")) return (await request.json()) as T;
  const form = await request.formData();
  const out: Record<string, unknown> = {};
  const put = (target: Record<string, unknown>, key: string, value: unknown) => {
    const seen = target[key];
    target[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  };
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    if (name.startsWith("body.")) put((out.body ??= {}) as Record<string, unknown>, name.slice(5), value);
    else put(out, name, value);
  }
  return out as T;
}

/**
 * useFetcher for a write that the screen goes on from (close its dialog, go back to the list, move the
 * focus): `submit` sends JSON to the route's action and resolves to its answer; `busy` is true until the
 * action and the revalidation that follows it are done, then `onDone` gets the answer once.
 */
export function useAdminWrite<T = unknown>(onDone?: (result: Written<T>) => void) {
  const fetcher = useFetcher<Written<T>>();
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const waiting = useRef<((result: Written<T>) => void) | null>(null);
  const seen = useRef<Written<T> | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || fetcher.data === seen.current) return;
    seen.current = fetcher.data;
    const resolve = waiting.current;
    waiting.current = null;
    done.current?.(fetcher.data);
    resolve?.(fetcher.data);
  }, [fetcher.state, fetcher.data]);
  return {
    submit: (json: Record<string, unknown>) =>
      new Promise<Written<T>>((resolve) => {
        waiting.current = resolve;
        void fetcher.submit(json as never, { method: "post", encType: "application/json" });
      }),
    busy: fetcher.state !== "idle",
    /** The last answer (e.g. a failed delete's message for the banner). */
    result: fetcher.data,
  };
}
