// The one way an admin screen reads and writes its data (docs/decisions/011-admin-data-loading.md):
//   - reads: the route exports `clientLoader = Object.assign(async (...) => loadScreen(...), { hydrate: true as const })`
//     and `HydrateFallback` = `AdminLoading` from components/admin/ui; `loadScreen` asks `screenRefusal`, then
//     reads one path (`loadAdmin`) or runs the screen's several reads; the screen reads it with
//     `useLoaderData<typeof clientLoader>()`;
//   - writes: the route exports `clientAction` that returns `adminWrite(...)`; the screen submits with
//     `useFetcher()` or `useAdminWrite()` (JSON to the clientAction) and reads the answer; React Router
//     revalidates the loader after every action, so lists refresh themselves.
// Both run in the browser only: they need the staff token that lives in localStorage.
import { useEffect, useRef } from "react";
import { redirect, useFetcher } from "react-router";
import { adminMessages } from "../../shared/admin-messages";
import { adminFetch, ApiError, errorText } from "./admin-api";
import { canVisit, getSession, isStaffRole, loginPath } from "./admin-session";

/** What a loader answers: the data, or the screen's error message (never both). */
export type Loaded<T> = { data: T; error: null } | { data: null; error: string };

/**
 * Loads `path` with the staff token; on failure the server's text or `failed`. Answers are `{ data }`,
 * except the one read that answers a bare list (sidebar links): `bare`.
 */
export async function loadAdmin<T>(path: string, failed: string, bare = false): Promise<Loaded<T>> {
  try {
    const body = await adminFetch<T | { data: T }>(path);
    return { data: bare ? (body as T) : (body as { data: T }).data, error: null };
  } catch (err) {
    return { data: null, error: errorText(err, failed) };
  }
}

/** What an action answers: the saved data, or the error text with the HTTP status (409 = edit conflict). */
export type Written<T> = { ok: true; data: T } | { ok: false; error: string; status: number };

/** Sends one write (`json` body, or `body` for uploads); never throws, so a screen shows `error` inline. */
export async function adminWrite<T = unknown>(
  path: string,
  init: { method: "POST" | "PUT" | "PATCH" | "DELETE"; json?: unknown; body?: BodyInit },
  failed: string,
): Promise<Written<T>> {
  try {
    const body = await adminFetch<{ data: T }>(path, init);
    return { ok: true, data: body?.data as T };
  } catch (err) {
    return { ok: false, error: errorText(err, failed), status: err instanceof ApiError ? err.status : 0 };
  }
}

// On a first load a screen's clientLoader runs at the same time as the admin layout's, before the layout has
// checked the token and the role, so a screen's loader asks this first.

/**
 * Whether a screen's clientLoader may ask the API for `request`: without a session it goes to the login
 * screen as the layout does (throws the same redirect); for a role that may not see the screen (the layout
 * shows "Not permitted" instead) it answers that message, to return as the loader's error, asking nothing.
 * `null`: go ahead.
 */
export function screenRefusal(request: Request): string | null {
  const session = getSession();
  const { pathname, search } = new URL(request.url);
  if (!session) throw redirect(loginPath(pathname + search));
  return isStaffRole(session.role) && canVisit(session.role, pathname) ? null : adminMessages.notPermitted;
}

/**
 * A screen's read, `screenRefusal` first: either one path (`loadAdmin`), or, for a screen that reads several
 * things, `reads()` (its `loadAdmin` calls, usually in parallel) with `refusedAs(message)`, what the screen
 * gets instead when its user may not see it.
 */
export function loadScreen<T>(request: Request, path: string, failed: string, bare?: boolean): Promise<Loaded<T>>;
export function loadScreen<T>(request: Request, reads: () => Promise<T>, refusedAs: (message: string) => T): Promise<T>;
export async function loadScreen<T>(request: Request, what: string | (() => Promise<T>), failedOrRefused: string | ((message: string) => T), bare = false): Promise<Loaded<T> | T> {
  const refused = screenRefusal(request);
  if (typeof what === "function") return refused ? (failedOrRefused as (message: string) => T)(refused) : what();
  if (refused) return { data: null, error: refused };
  return loadAdmin<T>(what, failedOrRefused as string, bare);
}

/** The JSON a screen's `fetcher.submit(json, { encType: "application/json" })` sent to its clientAction. */
export async function submitted<T>(request: Request): Promise<T> {
  return (await request.json()) as T;
}

/**
 * useFetcher for a write that the screen goes on from (close its dialog, go back to the list, move the
 * focus): `submit` sends JSON to the route's clientAction and resolves to its answer; `busy` is true
 * until the action and the revalidation that follows it are done, then `onDone` gets the answer once.
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
