// The admin's session as screens see it: the signed-in user the layout's loader read on the server (the session
// itself is an HttpOnly cookie no script can read), where each role may go, and the sign-in page's addresses.
import { useRouteLoaderData } from "react-router";
import type { Role } from "../../shared/schemas/user";

export function isStaffRole(role: string): role is Role {
  return role === "admin" || role === "editor";
}

/**
 * The staff user the admin layout's loader read from the session (`caseAccess`: an editor an admin let work clients'
 * cases; `pageAccess`: one an admin let edit the site's pages).
 */
export type AdminUser = { role: Role; email: string; name: string; caseAccess?: boolean; pageAccess?: boolean };

/**
 * Where an editor may go in the admin area (docs/product.md#roles: blogs, their own profile, the media library and
 * the trash, and clients' cases and the site's pages, where the API's refusal shows to an editor without access); everything else is admin-only.
 */
const EDITOR_PATHS = ["/admin/dashboard", "/admin/blog", "/admin/profile", "/admin/media", "/admin/trash", "/admin/cases", "/admin/pages"];

export function canVisit(role: Role, pathname: string): boolean {
  if (role === "admin") return true;
  const path = pathname.replace(/\/+$/, "");
  return EDITOR_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

export const roleLabel = (role: string) => (role === "admin" ? "Admin" : role === "editor" ? "Editor" : role);

/**
 * Where a signed-out user goes: the login page, told which admin page to return to after signing in
 * and (`ended`) that a session the server ended is why they are there.
 */
export function loginPath(next?: string, ended = false): string {
  const params = new URLSearchParams();
  if (ended) params.set("ended", "1");
  const back = next && safeNext(next);
  if (back) params.set("next", back);
  const query = params.toString();
  return `/admin/login${query ? `?${query}` : ""}`;
}

/** A return address only when it is an admin page of this site (never another origin, never the login page). */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !/^\/admin(\/|$|\?)/.test(next) || next.startsWith("//") || next.includes("\\")) return null;
  if (/^\/admin\/(login|forgot-password|reset-password)\b/.test(next)) return null;
  return next;
}

export const ADMIN_LAYOUT_ROUTE_ID = "routes/admin/layout";

/**
 * The page a loader or action runs for. A navigation in the browser asks React Router's data URL of the page
 * ("/admin/blog.data?_routes=..."): its path and query are the page's once the ".data" and "_routes" are taken off.
 */
export function pageAddress(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data")) url.pathname = url.pathname === "/_root.data" ? "/" : url.pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  return url;
}

/** For admin screens: the signed-in user, as the admin layout's loader read it. */
export function useAdminUser(): AdminUser {
  const data = useRouteLoaderData(ADMIN_LAYOUT_ROUTE_ID) as { user: AdminUser } | undefined;
  if (!data) throw new Error("useAdminUser() is only available inside the admin layout");
  return data.user;
}
