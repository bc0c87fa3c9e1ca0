// /admin/pages: the pages the firm edits (docs/product.md#pages-the-firm-edits): each page's address, kind, status
// and last change, with Edit and View; and "Add a page", a city page or a service landing page at an address of its
// own (it starts as a draft copied from a page of its kind). Plain forms: it works without JavaScript.
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { pathInLocale } from "../../../shared/locale";
import { pageMessages } from "../../../shared/page-messages";
import type { PageKind, PageListItem } from "../../../shared/schemas/page";
import type { ServicePackage } from "../../../shared/schemas/package";
import { AdminHeader, AdminTable, EmptyRow, ErrorBanner, StatusBadge } from "../../components/admin/ui";
import { adminWrite, loadAdmin, loadScreen, staffOf, submitted } from "../../lib/admin-data";
import { useAdminUser } from "../../lib/admin-session";
import { formatDateTime } from "../../lib/date-time";
import type { Route } from "./+types/pages";

export const meta = () => [{ title: "Pages | Admin" }, { name: "robots", content: "noindex" }];

/** The kinds of page as the list names them. */
export const KIND_LABELS: Record<PageKind, string> = {
  home: "Home page",
  services: "Services",
  entity: "Business structure",
  service: "Service page",
  city: "City page",
  about: "About",
  careers: "Careers",
  legal: "Legal",
};

export async function loader(args: Route.LoaderArgs) {
  return loadScreen(args, async () => ({
    pages: await loadAdmin<PageListItem[]>(args, "/api/pages", pageMessages.pagesFetchFailed),
    packages: (await loadAdmin<(ServicePackage & { id: string })[]>(args, "/api/packages", "")).data ?? [],
  }));
}

type Added = { intent: "add"; kind?: string; path?: string; name?: string; cityName?: string; state?: string; roc?: string; packageSlug?: string };
type Translated = { intent: "translate"; id?: string };

/** "Add a page": POST /api/pages, then on to the new page's editor; a refusal shows above the form with what was typed. */
export async function action(args: Route.ActionArgs) {
  staffOf(args);
  const posted = await submitted<Added | Translated>(args.request);
  // "Add a Hindi version": the draft copy, then on to its editor.
  if (posted.intent === "translate") {
    const made = await adminWrite<{ id: string }>(args, `/api/pages/${encodeURIComponent(posted.id ?? "")}/hindi`, { method: "POST", json: {} }, pageMessages.pageCreateFailed);
    if (made.ok) throw redirect(`/admin/pages/${encodeURIComponent(made.data.id)}`);
    return { error: made.error, sent: undefined };
  }
  const sent = posted;
  const kind = sent.kind === "city" ? "city" : "service";
  const path = `/${(sent.path ?? "").trim().replace(/^\/+/, "")}`;
  const body = {
    kind,
    path,
    name: (kind === "city" ? sent.cityName : sent.name)?.trim() ?? "",
    ...(kind === "city" ? { city: { name: sent.cityName?.trim() ?? "", state: sent.state?.trim() ?? "", roc: sent.roc?.trim() ?? "" } } : {}),
    ...(kind === "service" && sent.packageSlug ? { packageSlug: sent.packageSlug } : {}),
  };
  const written = await adminWrite<{ id: string }>(args, "/api/pages", { method: "POST", json: body }, pageMessages.pageCreateFailed);
  if (written.ok) throw redirect(`/admin/pages/${encodeURIComponent(written.data.id)}`);
  return { error: written.error, sent };
}

export default function AdminPages() {
  const { pages, packages } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  // A row per English page; its Hindi version beside it (docs/product.md#languages).
  const all = pages.data ?? [];
  const list = all.filter((p) => p.locale === "en");
  const hindiOf = new Map(all.filter((p) => p.locale === "hi").map((p) => [p.path, p]));
  // Pages are added by admins; an editor an admin let edit them edits those there are.
  const admin = useAdminUser().role === "admin";
  return (
    <section>
      <AdminHeader title="Pages" />
      <p className="-mt-2 mb-4 max-w-3xl text-sm text-muted">
        The site's marketing pages. Text can name the firm's details and prices through placeholders, such as {"{firm.city}"} or {"{package.pvt-ltd-registration-delhi.price}"}, so
        a change in Firm Details or Packages shows everywhere at once.
      </p>
      <ErrorBanner message={pages.error} />
      <AdminTable head={["Page", "Kind", "Status", "Last change", pageMessages.hindiVersion, "Actions"]}>
        {list.length === 0 ? (
          <EmptyRow columns={6} empty={pageMessages.noPages} failed={pages.error !== null} />
        ) : (
          list.map((p) => (
            <tr key={p.id}>
              <td className="min-w-48 px-4 py-3" data-label="Page">
                <span className="font-medium text-ink">{p.name}</span>
                <span className="block font-mono text-xs text-muted">{p.path}</span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap" data-label="Kind">
                {KIND_LABELS[p.kind]}
              </td>
              <td className="px-4 py-3" data-label="Status">
                <StatusBadge status={p.status} />
              </td>
              <td className="px-4 py-3 text-xs whitespace-nowrap text-muted" data-label="Last change">
                <time dateTime={p.updatedAt}>{formatDateTime(p.updatedAt)}</time>
                {p.updatedByName && <span className="block">{p.updatedByName}</span>}
              </td>
              <td className="px-4 py-3 whitespace-nowrap" data-label={pageMessages.hindiVersion}>
                <HindiCell page={p} hindi={hindiOf.get(p.path)} busy={busy} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <Link to={`/admin/pages/${encodeURIComponent(p.id)}`} className="font-semibold text-brand-700 hover:underline" aria-label={`Edit ${p.name} (${p.path})`}>
                  Edit
                </Link>
                {p.status === "published" && (
                  <a href={p.path} target="_blank" rel="noreferrer" className="ml-3 text-brand-700 hover:underline" aria-label={`View ${p.path} (opens in a new tab)`}>
                    View
                  </a>
                )}
              </td>
            </tr>
          ))
        )}
      </AdminTable>

      {admin && !pages.error && <AddPage refused={refused} busy={busy} packages={packages} />}
    </section>
  );
}

/** A page's Hindi version: its status with Edit and View, or "Add a Hindi version" (a plain form: no JavaScript needed). */
function HindiCell({ page, hindi, busy }: { page: PageListItem; hindi: PageListItem | undefined; busy: boolean }) {
  if (!hindi)
    return (
      <Form method="post">
        <input type="hidden" name="intent" value="translate" />
        <input type="hidden" name="id" value={page.id} />
        <button type="submit" className="text-sm font-semibold text-brand-700 hover:underline" disabled={busy} aria-label={`${pageMessages.addHindi}: ${page.name} (${page.path})`}>
          {pageMessages.addHindi}
        </button>
      </Form>
    );
  const address = pathInLocale(page.path, "hi");
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <StatusBadge status={hindi.status} />
      <Link
        to={`/admin/pages/${encodeURIComponent(hindi.id)}`}
        className="font-semibold text-brand-700 hover:underline"
        aria-label={`${pageMessages.editHindi}: ${page.name} (${page.path})`}
      >
        Edit
      </Link>
      {hindi.status === "published" && (
        <a href={address} target="_blank" rel="noreferrer" className="text-brand-700 hover:underline" aria-label={`View ${address} (opens in a new tab)`}>
          View
        </a>
      )}
    </span>
  );
}

function AddPage({ refused, busy, packages }: { refused: Awaited<ReturnType<typeof action>> | undefined; busy: boolean; packages: { slug: string; title: string }[] }) {
  return (
    <section aria-labelledby="add-page" className="mt-8 card p-6">
      <h2 id="add-page" className="text-lg font-semibold text-ink">
        Add a page
      </h2>
      <p className="mt-1 text-sm text-muted">A new page starts as a draft, with the sections of a page of its kind to rewrite. Publish it from its editor.</p>
      <ErrorBanner message={refused?.error} />
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <Form method="post" className="space-y-3" aria-labelledby="add-city">
          <h3 id="add-city" className="font-semibold text-ink">
            A city page
          </h3>
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="kind" value="city" />
          <Field form="city" name="cityName" label="City" required defaultValue={refused?.sent?.kind === "city" ? refused.sent.cityName : ""} />
          <Field form="city" name="state" label="State" required defaultValue={refused?.sent?.kind === "city" ? refused.sent.state : ""} />
          <Field
            form="city"
            name="roc"
            label="Registrar of Companies"
            required
            defaultValue={refused?.sent?.kind === "city" ? refused.sent.roc : ""}
            hint="As it is named, e.g. Registrar of Companies, Kanpur."
          />
          <Field
            form="city"
            name="path"
            label="Address"
            required
            defaultValue={refused?.sent?.kind === "city" ? refused.sent.path : "/private-limited-company-registration-"}
            hint="/ and lower-case words joined by hyphens."
          />
          <button type="submit" className="btn-primary" disabled={busy}>
            Add city page
          </button>
        </Form>
        <Form method="post" className="space-y-3" aria-labelledby="add-service">
          <h3 id="add-service" className="font-semibold text-ink">
            A service page
          </h3>
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="kind" value="service" />
          <Field form="service" name="name" label="Name" required defaultValue={refused?.sent?.kind === "service" ? refused.sent.name : ""} />
          <Field
            form="service"
            name="path"
            label="Address"
            required
            defaultValue={refused?.sent?.kind === "service" ? refused.sent.path : "/"}
            hint="/ and lower-case words joined by hyphens."
          />
          <div>
            <label htmlFor="add-package" className="field-label">
              Package it sells
            </label>
            <select id="add-package" name="packageSlug" className="field" defaultValue={refused?.sent?.packageSlug ?? ""}>
              <option value="">None</option>
              {packages.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.title}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-primary" disabled={busy}>
            Add service page
          </button>
        </Form>
      </div>
    </section>
  );
}

function Field({ form, name, label, required, defaultValue, hint }: { form: string; name: string; label: string; required?: boolean; defaultValue?: string; hint?: string }) {
  const id = `add-${form}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {required && <span className="text-red-700"> *</span>}
      </label>
      <input id={id} name={name} className="field" required={required} defaultValue={defaultValue} aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
