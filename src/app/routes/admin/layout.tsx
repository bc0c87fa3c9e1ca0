// The admin shell, rendered by the server: its loader reads the session from the cookie (context.admin) and
// sends a visitor to the sign-in page; its action is the shell's own writes (Change password, Logout). The
// screens below check their role in their own loaders (admin-data.ts staffOf).
import { useState, type ReactNode } from "react";
import { Form, isRouteErrorResponse, Link, NavLink, Outlet, redirect, useFetcher, useLoaderData, useLocation, useRouteLoaderData } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { apiMessages } from "../../../shared/api-messages";
import type { Role } from "../../../shared/schemas/user";
import { ErrorBanner, FormActions } from "../../components/admin/ui";
import { Dialog } from "../../components/dialog";
import { ADMIN_LAYOUT_ROUTE_ID, canVisit, loginPath, pageAddress, roleLabel, type AdminUser } from "../../lib/admin-session";
import { adminWrite, type Written } from "../../lib/admin-data";
import { AlertsToggle } from "../../components/admin/alerts-toggle";
import { receivesAlerts } from "../../../shared/schemas/push";
import { PasswordFields } from "../../components/admin/password-fields";
import type { Route } from "./+types/layout";
import { useAdminAlerts, useTitleCount, type AdminAlerts } from "../../lib/admin-alerts";

export const meta = () => [{ title: "Admin" }, { name: "robots", content: "noindex" }];

/** Where an admin who must turn on two-step sign-in is sent until they have. */
export const TWO_STEP_SETUP_PATH = "/admin/profile?two-step=required";

/** The session of every admin screen: its user, or off to the sign-in page (told why when the session ended). */
export function loader({ request, context }: Route.LoaderArgs): { user: AdminUser; twoStepMissing: boolean } {
  const { user, sessionEnded, twoStep } = context.admin;
  const { pathname, search } = pageAddress(request);
  if (!user) throw redirect(loginPath(pathname + search, sessionEnded));
  // The firm requires two-step sign-in of admins: until this admin has turned it on, only their profile opens.
  const twoStepMissing = twoStep.required && !twoStep.on;
  if (twoStepMissing && pathname !== "/admin/profile") throw redirect(TWO_STEP_SETUP_PATH);
  return {
    user: { role: user.role, email: user.email, name: user.name, ...(user.caseAccess ? { caseAccess: true } : {}), ...(user.pageAccess ? { pageAccess: true } : {}) },
    twoStepMissing,
  };
}

/** The shell's own writes (posted to /admin): "password" (the Change password dialog) and "logout". */
export async function action(args: Route.ActionArgs): Promise<Written<unknown> | Response> {
  const form = await args.request.formData();
  if (form.get("intent") === "logout") {
    // The session ends on the server, and the API's answer clears the cookie.
    await args.context.admin.api("POST", "/api/auth/logout");
    return redirect("/admin/login");
  }
  const newPassword = String(form.get("newPassword") ?? "");
  if (newPassword !== String(form.get("confirmPassword") ?? "")) return { ok: false, error: adminMessages.passwordsDiffer, status: 0 };
  // Every other session ends; this browser gets its new session's cookie with the answer.
  return adminWrite(
    args,
    "/api/auth/password",
    { method: "PUT", json: { currentPassword: String(form.get("currentPassword") ?? ""), newPassword } },
    adminMessages.passwordChangeFailed,
  );
}

// Read once per visit to the admin area and after its own writes, not on every screen change.
export const shouldRevalidate = ({ formAction, defaultShouldRevalidate }: { formAction?: string; defaultShouldRevalidate: boolean }) =>
  formAction === "/admin" ? defaultShouldRevalidate : false;

/** `caseAccess`, `pageAccess`: editors see it only when an admin gave them access to clients' cases, to the site's pages. */
type NavItem = { to: string; label: string; roles: Role[]; caseAccess?: true; pageAccess?: true; end?: true };

/** The sidebars of docs/product.md#admin-routes, plus Enquiries, Orders and Users for admins, and Cases. */
export const NAV_ITEMS: NavItem[] = [
  { to: "/admin/dashboard", label: "Dashboard", roles: ["admin"] },
  { to: "/admin/blog", label: "Blog Management", roles: ["admin", "editor"] },
  { to: "/admin/media", label: "Media Library", roles: ["admin", "editor"] },
  { to: "/admin/offers", label: "Offer Management", roles: ["admin"] },
  { to: "/admin/latestnews", label: "Latest News Updated", roles: ["admin"] },
  { to: "/admin/resources", label: "Resource and Guides", roles: ["admin"] },
  { to: "/admin/sidebar-links", label: "Sidebar Links Management", roles: ["admin"] },
  { to: "/admin/pages", label: "Pages", roles: ["admin", "editor"], pageAccess: true },
  { to: "/admin/packages", label: "Packages and Prices", roles: ["admin"] },
  // `end`: Call-back Hours (/admin/settings/callbacks) has its own item.
  { to: "/admin/settings", label: "Firm Details", roles: ["admin"], end: true },
  { to: "/admin/settings/callbacks", label: "Call-back Hours", roles: ["admin"] },
  { to: "/admin/backups", label: "Backups and Restore", roles: ["admin"] },
  { to: "/admin/enquiries", label: "Enquiries", roles: ["admin"] },
  { to: "/admin/orders", label: "Orders", roles: ["admin"] },
  { to: "/admin/cases", label: "Cases", roles: ["admin", "editor"], caseAccess: true },
  { to: "/admin/leads", label: "Leads", roles: ["admin"] },
  { to: "/admin/users", label: "Users", roles: ["admin"] },
  { to: "/admin/categories", label: "Categories and Tags", roles: ["admin"] },
  { to: "/admin/activity", label: "Activity", roles: ["admin"] },
  { to: "/admin/calendar", label: "Compliance Calendar", roles: ["admin"] },
  { to: "/admin/calculators", label: "Calculators", roles: ["admin"] },
  { to: "/admin/testimonials", label: "Testimonials", roles: ["admin"] },
  { to: "/admin/team", label: "Team", roles: ["admin"] },
  { to: "/admin/profile", label: "My Public Profile", roles: ["admin", "editor"] },
  { to: "/admin/trash", label: "Trash", roles: ["admin", "editor"] },
];

export default function AdminLayout() {
  const { user } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const role = roleLabel(user.role);
  // The new-enquiry count in the header and the tab title, refreshed every minute and on focus.
  const alerts = useAdminAlerts(user.role === "admin");
  useTitleCount(alerts?.newEnquiries);
  return (
    <AdminShell user={user} alerts={alerts}>
      {/* The screens get the alerts polled here (the dashboard's mail warning). */}
      {canVisit(user.role, pathname) ? <Outlet context={alerts satisfies AdminAlerts | null} /> : <NotPermitted role={role} />}
    </AdminShell>
  );
}

/** The sidebar, the header and the screen in between. */
function AdminShell({ user, alerts, children }: { user: AdminUser; alerts: AdminAlerts | null; children: ReactNode }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The mobile menu closes on every navigation (state adjusted while rendering, not in an effect).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const [passwordOpen, setPasswordOpen] = useState(false);
  const role = roleLabel(user.role);

  return (
    <div className="min-h-screen bg-slate-100 md:flex">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <aside className="bg-brand-900 text-white md:sticky md:top-0 md:h-screen md:w-64 md:shrink-0 md:overflow-y-auto" aria-label={`${role} Panel`}>
        <div className="flex items-center justify-between px-5 py-4 md:py-6">
          <p className="text-lg font-bold">{role} Panel</p>
          <button
            type="button"
            className="rounded-lg border border-white/30 px-3 py-1.5 text-sm md:hidden"
            aria-expanded={menuOpen}
            aria-controls="admin-nav"
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? "Close menu" : "Menu"}
          </button>
        </div>
        <nav id="admin-nav" aria-label="Admin" className={`${menuOpen ? "block" : "hidden"} px-3 pb-4 md:block`}>
          <ul className="space-y-1">
            {NAV_ITEMS.filter(
              (i) => i.roles.includes(user.role) && (!i.caseAccess || user.role === "admin" || user.caseAccess) && (!i.pageAccess || user.role === "admin" || user.pageAccess),
            ).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2 text-sm font-medium ${isActive ? "bg-white text-brand-900" : "text-brand-100 hover:bg-white/10 hover:text-white"}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>

      <div className="min-w-0 flex-1">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-4 sm:px-6">
          <p className="text-lg font-semibold text-ink sm:text-xl">Welcome To {role} Dashboard</p>
          <div className="flex flex-wrap items-center gap-2">
            {alerts && (
              <Link to="/admin/enquiries" className="btn-outline gap-2" data-testid="new-enquiries-badge">
                Enquiries
                <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${alerts.newEnquiries > 0 ? "bg-red-700 text-white" : "bg-slate-100 text-slate-700"}`}>
                  {adminMessages.newCount(alerts.newEnquiries)}
                </span>
              </Link>
            )}
            <span className="hidden text-sm text-muted lg:inline" title={user.email}>
              {user.name || user.email}
            </span>
            {/* Only those who get alerts (admins) are offered them; the API refuses the others too. */}
            {receivesAlerts(user.role) && (
              <span className="contents" data-testid="alerts-toggle">
                <AlertsToggle />
              </span>
            )}
            {/* Without JavaScript the link opens the profile's own password form. */}
            <a
              href="/admin/profile#password"
              className="btn-outline"
              onClick={(e) => {
                e.preventDefault();
                setPasswordOpen(true);
              }}
            >
              Change password
            </a>
            <Form method="post" action="/admin">
              <button type="submit" name="intent" value="logout" className="btn-danger">
                Logout
              </button>
            </Form>
          </div>
        </header>
        <main id="admin-main" className="p-4 sm:p-6">
          {children}
        </main>
      </div>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </div>
  );
}

function NotPermitted({ role }: { role: string }) {
  return (
    <section className="mx-auto max-w-xl card p-8 text-center" aria-labelledby="not-permitted-title">
      <h1 id="not-permitted-title" className="text-2xl font-bold text-ink">
        {adminMessages.notPermittedTitle}
      </h1>
      <p className="mt-3 text-muted">
        {adminMessages.notPermitted}
        {role && ` You are signed in as ${role === "Editor" || role === "Admin" ? "an" : "a"} ${role}.`}
      </p>
      <Link to="/admin/blog" className="mt-6 btn-primary">
        Go to Blog Management
      </Link>
    </section>
  );
}

function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Change password" className="max-w-md">
      {/* Mounted while open only, so each opening starts with an empty form and no earlier answer. */}
      {open && <ChangePasswordForm onClose={onClose} />}
    </Dialog>
  );
}

function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const fetcher = useFetcher<typeof action>();
  const result = fetcher.data instanceof Response ? undefined : fetcher.data;
  if (result?.ok) {
    return (
      <>
        <p role="status" className="success-banner">
          {adminMessages.passwordChanged}
        </p>
        <div className="mt-6 flex justify-end">
          <button type="button" className="btn-primary" onClick={onClose}>
            Close
          </button>
        </div>
      </>
    );
  }
  return (
    <fetcher.Form method="put" action="/admin" className="space-y-4">
      <ErrorBanner message={result && !result.ok ? result.error : null} />
      <PasswordFields />
      <FormActions submitLabel="Change password" onCancel={onClose} busy={fetcher.state !== "idle"} />
    </fetcher.Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A screen's loader refused this role (403): the refusal inside the admin's frame, when the session was read.
  const shell = useRouteLoaderData<typeof loader>(ADMIN_LAYOUT_ROUTE_ID);
  const refused = isRouteErrorResponse(error) && error.status === 403;
  if (refused && shell) {
    return (
      <AdminShell user={shell.user} alerts={null}>
        <NotPermitted role={roleLabel(shell.user.role)} />
      </AdminShell>
    );
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <section className="max-w-md card p-8 text-center">
        <h1 className="text-2xl font-bold text-ink">{notFound ? "Page not found" : "Something went wrong"}</h1>
        <p className="mt-3 text-muted">{notFound ? "This admin page does not exist." : apiMessages.internal}</p>
        <div className="mt-6 flex justify-center gap-2">
          <a href="/admin/dashboard" className="btn-primary">
            Try again
          </a>
          <a href="/admin/login" className="btn-outline">
            Log in
          </a>
        </div>
      </section>
    </div>
  );
}
