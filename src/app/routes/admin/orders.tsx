// /admin/orders (admin only): the orders, newest first, 50 a page, filtered by status, period and a search; the
// period's totals of paid orders above them, and the accountant's export of the period's invoices and credit notes.
// The filters and the page live in the address (?status=paid&from=2026-04-01&to=2026-04-30&q=...&page=2): the filter
// form is a GET form and the pages are links, so the screen works without JavaScript. Each order opens at /admin/orders/{id}.
import { useId } from "react";
import { Form, Link, useLoaderData } from "react-router";
import { orderAdminMessages as m } from "../../../shared/admin-messages";
import { ORDER_STATUSES, type Order } from "../../../shared/schemas/order";
import { AdminHeader, AdminTable, ErrorBanner } from "../../components/admin/ui";
import { formatPaise, ORDER_STATUS_LABEL, OrderStatusBadge } from "../../components/admin/order-ui";
import { Pagination } from "../../components/pagination";
import { loadAdmin, loadScreen } from "../../lib/admin-data";
import { pageAddress } from "../../lib/admin-session";
import { formatShortDate, formatTime } from "../../lib/format";
import type { Route } from "./+types/orders";

export const meta = () => [{ title: "Orders | Admin" }, { name: "robots", content: "noindex" }];

const PAGE_SIZE = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Totals = { orders: number; paid: number; fee: number; tax: number; governmentFee: number; total: number };
type OrderList = { data: Order[]; page: number; limit: number; total: number; totals: Totals };

/** The address's filters under the API's names; an unknown status or a malformed day is no filter. */
function filtersOf(address: URLSearchParams): URLSearchParams {
  const filters = new URLSearchParams();
  const status = address.get("status") ?? "";
  if ((ORDER_STATUSES as readonly string[]).includes(status)) filters.set("status", status);
  for (const key of ["from", "to"]) {
    const day = address.get(key) ?? "";
    if (DAY.test(day)) filters.set(key, day);
  }
  const q = address.get("q")?.trim() ?? "";
  if (q) filters.set("q", q.slice(0, 200));
  return filters;
}
const pageOf = (address: URLSearchParams) => Math.max(1, Math.floor(Number(address.get("page"))) || 1);

export function loader(args: Route.LoaderArgs) {
  const address = pageAddress(args.request).searchParams;
  const filters = filtersOf(address);
  const page = pageOf(address);
  return loadScreen(args, async () => {
    const query = new URLSearchParams(filters);
    query.set("page", String(page));
    query.set("limit", String(PAGE_SIZE));
    // The list answers { data, page, limit, total, totals }: read whole (bare).
    const list = await loadAdmin<OrderList>(args, `/api/orders?${query}`, m.ordersFetchFailed, true);
    return { list, filters: filters.toString(), page };
  });
}

const orderHref = (o: Order) => `/admin/orders/${encodeURIComponent(o.id)}`;
const when = (iso: string) => `${formatShortDate(iso)}, ${formatTime(iso)}`;

export default function AdminOrders() {
  const { list, filters: query, page } = useLoaderData<typeof loader>();
  const filters = new URLSearchParams(query);
  const items = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const totals = list.data?.totals;
  const totalPages = Math.ceil(total / PAGE_SIZE);
  // The export is of the period only (a status or search does not apply to it).
  const period = new URLSearchParams([...filters].filter(([k]) => k === "from" || k === "to"));
  const exportHref = `/api/orders/invoices.csv${period.size ? `?${period}` : ""}`;

  return (
    <div>
      <AdminHeader
        title="Orders"
        actions={
          // A plain link: the session cookie goes with it.
          <a href={exportHref} className="btn-outline" download>
            {m.exportInvoices}
          </a>
        }
      />
      {/* The filters start again from the address whenever it changes. */}
      <FilterForm key={query} filters={filters} />
      <ErrorBanner message={list.error} />
      {totals && <TotalsCard totals={totals} />}
      {items.length === 0 ? (
        <p className="card p-6 text-muted">{list.error ? "Nothing to show." : filters.size ? m.noOrdersMatch : m.noOrders}</p>
      ) : (
        <>
          {/* Cards on a phone, the table from md up. */}
          <ul className="space-y-3 md:hidden" aria-label="Orders" data-testid="order-cards">
            {items.map((o) => (
              <li key={o.id} className="card p-4">
                <div className="flex items-start justify-between gap-3">
                  <Link to={orderHref(o)} className="font-semibold text-brand-700 hover:underline">
                    {o.reference}
                  </Link>
                  <OrderStatusBadge status={o.status} />
                </div>
                <p className="mt-1 font-medium break-words text-ink">{o.client.name}</p>
                {o.client.businessName && <p className="text-xs break-words text-slate-600">{o.client.businessName}</p>}
                <p className="mt-2 text-sm text-slate-700">{o.package.title}</p>
                <div className="mt-2 flex flex-wrap items-end justify-between gap-x-3 gap-y-1 text-xs text-slate-600">
                  <span>
                    {when(o.createdAt)}
                    {o.paidAt && <span className="block">Paid {formatShortDate(o.paidAt)}</span>}
                    {o.invoice && <span className="block">Invoice {o.invoice.number}</span>}
                  </span>
                  <span className="text-base font-semibold text-ink tabular-nums">{formatPaise(o.total)}</span>
                </div>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <AdminTable head={["Reference", "Date", "Client", "Package", "Status", "Paid", "Invoice", "Total"]}>
              {items.map((o) => (
                <tr key={o.id} className="align-top">
                  <td className="px-3 py-3 whitespace-nowrap">
                    <Link to={orderHref(o)} className="font-semibold text-brand-700 hover:underline">
                      {o.reference}
                    </Link>
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap text-slate-600">
                    {formatShortDate(o.createdAt)}
                    <span className="block text-xs">{formatTime(o.createdAt)}</span>
                  </td>
                  <td className="max-w-56 px-3 py-3">
                    <span className="block font-medium text-ink">{o.client.name}</span>
                    {o.client.businessName && <span className="block truncate text-xs text-slate-600">{o.client.businessName}</span>}
                  </td>
                  <td className="max-w-64 px-3 py-3 text-slate-700">{o.package.title}</td>
                  <td className="px-3 py-3">
                    <OrderStatusBadge status={o.status} />
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap text-slate-600">{o.paidAt ? formatShortDate(o.paidAt) : "—"}</td>
                  <td className="px-3 py-3 whitespace-nowrap text-slate-600">{o.invoice?.number ?? "—"}</td>
                  <td className="px-3 py-3 text-right font-semibold whitespace-nowrap text-ink tabular-nums">{formatPaise(o.total)}</td>
                </tr>
              ))}
            </AdminTable>
          </div>
          <p className="mt-4 text-sm text-muted">{m.ordersRange((page - 1) * PAGE_SIZE + 1, (page - 1) * PAGE_SIZE + items.length, total)}</p>
          <Pagination page={page} totalPages={totalPages} basePath={`/admin/orders${filters.size ? `?${filters}` : ""}`} />
        </>
      )}
    </div>
  );
}

/** Status, period and search: a GET form, so the address holds the filter (and a new filter starts at page 1). */
function FilterForm({ filters }: { filters: URLSearchParams }) {
  const id = useId();
  return (
    <Form method="get" role="search" className="mb-4 grid grid-cols-2 items-end gap-3 md:flex md:flex-wrap">
      <div className="col-span-2">
        <label className="field-label" htmlFor={`${id}-status`}>
          Status
        </label>
        <select id={`${id}-status`} name="status" className="field" defaultValue={filters.get("status") ?? ""}>
          <option value="">All</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABEL[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-from`}>
          From
        </label>
        <input id={`${id}-from`} name="from" type="date" className="field" defaultValue={filters.get("from") ?? ""} />
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-to`}>
          To
        </label>
        <input id={`${id}-to`} name="to" type="date" className="field" defaultValue={filters.get("to") ?? ""} />
      </div>
      <div className="col-span-2 md:min-w-48 md:flex-1">
        <label className="field-label" htmlFor={`${id}-q`}>
          Search
        </label>
        <input id={`${id}-q`} name="q" type="search" className="field" placeholder="Reference, name, e-mail, phone, invoice..." defaultValue={filters.get("q") ?? ""} />
      </div>
      <div className="col-span-2 flex gap-2">
        <button type="submit" className="btn-primary">
          Filter
        </button>
        {filters.size > 0 && (
          <Link to="/admin/orders" className="btn-outline">
            Clear
          </Link>
        )}
      </div>
    </Form>
  );
}

/** The period's paid orders: how many, their taxable value, GST, government fees and stamp duty, and total. */
function TotalsCard({ totals }: { totals: Totals }) {
  const figures: [string, string, string][] = [
    ["Paid orders", totals.paid.toLocaleString("en-IN"), "orders-paid"],
    ["Taxable value", formatPaise(totals.fee), "orders-fee"],
    ["GST", formatPaise(totals.tax), "orders-tax"],
    ["Government fees and stamp duty", formatPaise(totals.governmentFee), "orders-government-fee"],
    ["Total", formatPaise(totals.total), "orders-total"],
  ];
  return (
    <section aria-label={m.totalsTitle} className="mb-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {figures.map(([label, value, testId]) => (
          <div key={label} className="card p-4">
            <dt className="text-xs font-medium text-muted">{label}</dt>
            <dd className="mt-1 text-lg font-bold text-ink tabular-nums" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted">{m.totalsNote}</p>
    </section>
  );
}
