// Browser-side calls to the API, for what needs JavaScript anyway (the editor's autosave and presence, the
// media picker, the alerts): the session cookie goes with them (same origin). A 401 means the session ended:
// back to the sign-in page, which says so.
import { loginPath } from "./admin-session";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Calls whose 401 means something else than "your session ended" (or that handle it themselves). */
const OWN_401 = ["/api/auth/login", "/api/auth/logout", "/api/auth/me", "/api/auth/forgot-password", "/api/auth/reset-password"];

type Init = Omit<RequestInit, "body"> & { json?: unknown; body?: BodyInit };

/** fetch with the session cookie; resolves to the parsed JSON, or throws ApiError with the server's `error`. */
export async function adminFetch<T = unknown>(path: string, init: Init = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const h = new Headers(headers);
  if (json !== undefined) h.set("Content-Type", "application/json");
  const res = await fetch(path, { ...rest, headers: h, body: json !== undefined ? JSON.stringify(json) : rest.body });
  const body = (await res.json().catch(() => null)) as ({ error?: string } & Record<string, unknown>) | null;
  if (res.status === 401 && !OWN_401.includes(path)) {
    // The server ended this session (logout elsewhere, a reset, an admin): say so and come back here.
    window.location.assign(loginPath(window.location.pathname + window.location.search, true));
  }
  if (!res.ok) throw new ApiError(res.status, typeof body?.error === "string" ? body.error : "");
  return body as T;
}

/** The pattern of docs/product.md#messages: the server's error text where present, else the screen's fallback message. */
export function errorText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message ? err.message : fallback;
}
