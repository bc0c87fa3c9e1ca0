// Browser-side calls to the API with the stored bearer token. A 401 ends the session (back to login).
import { clearSession, getSession, loginPath } from "./admin-session";

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

/** fetch with the bearer token; resolves to the parsed JSON, or throws ApiError with the server's `error`. */
export async function adminFetch<T = unknown>(path: string, init: Init = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const h = new Headers(headers);
  const session = getSession();
  if (session) h.set("Authorization", `Bearer ${session.token}`);
  if (json !== undefined) h.set("Content-Type", "application/json");
  const res = await fetch(path, { ...rest, headers: h, body: json !== undefined ? JSON.stringify(json) : rest.body });
  const body = (await res.json().catch(() => null)) as ({ error?: string } & Record<string, unknown>) | null;
  if (res.status === 401 && !OWN_401.includes(path)) {
    // The server ended this session (logout elsewhere, a reset, an admin): say so and come back here.
    const ended = session !== null;
    clearSession();
    window.location.assign(loginPath(window.location.pathname + window.location.search, ended));
  }
  if (!res.ok) throw new ApiError(res.status, typeof body?.error === "string" ? body.error : "");
  return body as T;
}

/** Downloads a file the API serves to staff only (bearer token), saving it under `name`. */
export async function adminDownload(path: string, name: string): Promise<void> {
  const session = getSession();
  const res = await fetch(path, { headers: session ? { Authorization: `Bearer ${session.token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(res.status, typeof body?.error === "string" ? body.error : "");
  }
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The pattern of docs/product.md#messages: the server's error text where present, else the screen's fallback message. */
export function errorText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message ? err.message : fallback;
}
