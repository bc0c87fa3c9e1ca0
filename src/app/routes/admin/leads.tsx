// /admin/leads (admin only): views, enquiries and conversion for 7, 30 or 90 days or a chosen range; the revenue
// of paid orders and the enquiries that became orders (GET /api/orders/stats);
// a daily chart; top pages, sources, referrers, channels and the city pages compared; a CSV of each table.
// The period lives in the address (?days=7, or ?from=&to= for a chosen range; 30 days without either): the
// loader reads it and asks for that report. Without JavaScript the period controls are GET forms of the same address.
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Form, useLoaderData, useNavigate } from "react-router";
import { adminMessages, orderAdminMessages } from "../../../shared/admin-messages";
import type { AnalyticsReport } from "../../../shared/schemas/analytics";
import { DailyChart } from "../../components/admin/daily-chart";
import { AdminHeader, AdminTable, ErrorBanner } from "../../components/admin/ui";
import { channelLabel } from "../../../shared/enquiry-labels";
import { leadMessages } from "../../../shared/lead-messages";
import { loadAdmin, loadScreen } from "../../lib/admin-data";
import { formatPaise } from "../../components/admin/order-ui";
import { downloadCsv, toCsv } from "../../lib/csv";
import { MAX_RANGE_DAYS, conversion, lastDays, rangeDays } from "../../lib/leads";
import type { Route } from "./+types/leads";

export const meta = () => [{ title: "Leads | Admin" }, { name: "robots", content: "noindex" }];

const PRESETS = [7, 30, 90] as const;

type Range = { from: string; to: string };

/** The period of the address: a chosen range, else one of the presets (30 days by default). */
function periodOf(url: string): { range: Range; preset: number | null } {
  const q = new URL(url).searchParams;
  const from = q.get("from");
  const to = q.get("to");
  if (from && to) return { range: { from, to }, preset: null };
  const preset = PRESETS.find((d) => String(d) === q.get("days")) ?? 30;
  return { range: lastDays(preset), preset };
}

/** The period's paid orders: revenue (their professional fees, in paise) and the enquiries that became orders. */
type OrderStats = { paidOrders: number; revenue: number; enquiries: number; convertedEnquiries: number; conversion: number };

export function loader(args: Route.LoaderArgs) {
  const { range, preset } = periodOf(args.request.url);
  const period = `from=${range.from}&to=${range.to}`;
  return loadScreen(args, async () => {
    const [report, orders] = await Promise.all([
      loadAdmin<AnalyticsReport>(args, `/api/analytics?${period}`, adminMessages.leadsFetchFailed),
      loadAdmin<OrderStats>(args, `/api/orders/stats?${period}`, orderAdminMessages.statsFetchFailed),
    ]);
    // The published city pages, each a row of the city table.
    const cities = args.context.reads.pages.summaries().flatMap((p) => (p.kind === "city" && p.city ? [{ name: p.city.name, path: p.path }] : []));
    return { range, preset, report, orders, cities };
  });
}

type Column<R> = { head: string; cell: (r: R) => string | number; numeric?: boolean };

/** The figure columns the tables share (each row type that has the figure takes the column). */
const viewsColumn: Column<{ views: number }> = { head: "Views", cell: (r) => r.views, numeric: true };
const enquiriesColumn: Column<{ enquiries: number }> = { head: "Enquiries", cell: (r) => r.enquiries, numeric: true };
const conversionColumn: Column<{ views: number; enquiries: number }> = { head: "Conversion", cell: (r) => conversion(r.enquiries, r.views), numeric: true };

type PageFigures = { views: number; enquiries: number; whatsapp: number };
/** The figures of a page (top pages and city pages). */
const pageFigures: Column<PageFigures>[] = [viewsColumn, enquiriesColumn, conversionColumn, { head: "WhatsApp", cell: (r) => r.whatsapp, numeric: true }];

function Table<R>({ title, name, rows, columns, range }: { title: string; name: string; rows: R[]; columns: Column<R>[]; range: { from: string; to: string } }) {
  const id = useId();
  const csv = () =>
    downloadCsv(
      `${name}-${range.from}-to-${range.to}.csv`,
      toCsv(
        columns.map((c) => c.head),
        rows.map((r) => columns.map((c) => c.cell(r))),
      ),
    );
  return (
    <section aria-labelledby={id} className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-ink">
          {title}
        </h2>
        <button type="button" className="btn-outline" onClick={csv} disabled={!rows.length} aria-label={`Download ${title} as CSV`}>
          CSV
        </button>
      </div>
      {rows.length ? (
        <AdminTable head={columns.map((c) => c.head)} dense>
          {rows.map((r, i) => (
            <tr key={i}>
              {columns.map((c) => (
                <td key={c.head} data-label={c.head} className={`px-4 py-2 ${c.numeric ? "text-right tabular-nums" : "break-all"}`}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="text-sm text-muted">{adminMessages.leadsEmpty}</p>
      )}
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="card p-5">
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-3xl font-bold text-brand-700" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

const num = (n: number) => n.toLocaleString("en-IN");

export default function Leads() {
  const {
    range,
    preset,
    report: { data: report, error: loadError },
    orders,
    cities,
  } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [rangeError, setRangeError] = useState<string | null>(null);
  const error = rangeError ?? loadError;

  const show = (query: string) => {
    setRangeError(null);
    void navigate(`?${query}`, { replace: true, preventScrollReset: true });
  };
  const choose = (days: number) => show(`days=${days}`);
  const apply = (draft: Range) => {
    const span = rangeDays(draft.from, draft.to);
    if (!(span >= 1 && span <= MAX_RANGE_DAYS)) return setRangeError(adminMessages.leadsRangeInvalid);
    show(new URLSearchParams(draft).toString());
  };

  const t = report?.totals;
  const cityRows = report
    ? cities.map((c) => {
        const p = report.pages.find((row) => row.path === c.path);
        return { city: c.name, path: c.path, views: p?.views ?? 0, enquiries: p?.enquiries ?? 0, whatsapp: p?.whatsapp ?? 0 };
      })
    : [];
  cityRows.sort((a, b) => b.enquiries - a.enquiries || b.views - a.views || a.city.localeCompare(b.city));

  return (
    <>
      <AdminHeader title="Leads" />
      <p className="-mt-2 mb-4 text-sm text-muted">{adminMessages.leadsPrivacy}</p>
      <div className="flex flex-wrap items-end gap-3">
        <Form method="get" role="group" aria-label="Period" className="flex gap-2">
          {PRESETS.map((d) => (
            <button
              key={d}
              type="submit"
              name="days"
              value={d}
              aria-pressed={preset === d}
              className={preset === d ? "btn-primary" : "btn-outline"}
              onClick={(e) => {
                e.preventDefault();
                choose(d);
              }}
            >
              {d} days
            </button>
          ))}
        </Form>
        {/* A new period starts the form again from its dates. */}
        <RangeForm key={`${range.from}-${range.to}`} range={range} onApply={apply} />
      </div>
      <noscript>
        <p className="mt-2 text-xs text-muted">The CSV downloads need JavaScript.</p>
      </noscript>
      <ErrorBanner message={error} />
      {report && t && (
        <div aria-live="polite">
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
            <Figure label="Views" value={num(t.views)} testId="leads-views" />
            <Figure label="Enquiries" value={num(t.enquiries)} testId="leads-enquiries" />
            <Figure label="Conversion" value={conversion(t.enquiries, t.views)} testId="leads-conversion" />
            <Figure label="Median response" value={report.responseMinutes?.median == null ? "–" : leadMessages.ageMinutes(report.responseMinutes.median)} testId="leads-response" />
            <Figure label="WhatsApp clicks" value={num(t.whatsapp)} testId="leads-whatsapp" />
            <Figure label="Call taps" value={num(report.calls?.total ?? 0)} testId="leads-calls" />
          </div>
          <p className="mt-2 text-xs text-muted">{adminMessages.leadsConversionDefinition}</p>
          <OrderFigures orders={orders} />
          <section className="mt-6 card p-4" aria-label="Daily chart">
            <p className="mb-2 flex gap-4 text-xs text-slate-600">
              <span>
                <span className="mr-1 inline-block h-2.5 w-2.5 rounded-sm bg-brand-600" aria-hidden="true" />
                Views (left scale)
              </span>
              <span>
                <span className="mr-1 inline-block h-0.5 w-4 bg-amber-600 align-middle" aria-hidden="true" />
                Enquiries (right scale)
              </span>
            </p>
            <DailyChart days={report.days} />
          </section>
          <Table title="Top pages" name="pages" range={report} rows={report.pages.slice(0, 50)} columns={[{ head: "Page", cell: (r) => r.path }, ...pageFigures]} />
          <Table title="City pages" name="city-pages" range={report} rows={cityRows} columns={[{ head: "City", cell: (r) => r.city }, ...pageFigures]} />
          <Table
            title="Sources"
            name="sources"
            range={report}
            rows={report.sources}
            columns={[
              { head: "Source", cell: (r) => r.source },
              { head: "Medium", cell: (r) => r.medium },
              { head: "Campaign", cell: (r) => r.campaign },
              viewsColumn,
              enquiriesColumn,
              conversionColumn,
            ]}
          />
          <Table title="Referring sites" name="referrers" range={report} rows={report.referrers} columns={[{ head: "Site", cell: (r) => r.host }, viewsColumn, enquiriesColumn]} />
          <Table title="Channels" name="channels" range={report} rows={report.channels} columns={[{ head: "Channel", cell: (r) => channelLabel(r.channel) }, enquiriesColumn]} />
          {/* Taps on phone numbers (the phone bar's Call, and every other tel: link): visitors who chose to call. */}
          <Table
            title="Call taps by page"
            name="call-taps"
            range={report}
            rows={report.calls?.pages ?? []}
            columns={[
              { head: "Page", cell: (r) => r.path },
              { head: "Call taps", cell: (r) => r.calls, numeric: true },
            ]}
          />
          <Table
            title={leadMessages.responseTitle}
            name="response-times"
            range={report}
            rows={report.responseWeeks ?? []}
            columns={[
              { head: "Week of", cell: (r) => r.week },
              { head: "Median (min)", cell: (r) => r.median ?? "–", numeric: true },
              { head: "90% within (min)", cell: (r) => r.p90 ?? "–", numeric: true },
              { head: "Answered", cell: (r) => r.count, numeric: true },
            ]}
          />
          <Table title="Days" name="days" range={report} rows={report.days} columns={[{ head: "Date", cell: (r) => r.date }, viewsColumn, enquiriesColumn]} />
        </div>
      )}
    </>
  );
}

/** From and To of a chosen range; Show applies them. */
function RangeForm({ range, onApply }: { range: Range; onApply: (draft: Range) => void }) {
  const [draft, setDraft] = useState(range);
  const fromId = useId();
  const toId = useId();
  const apply = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <Form method="get" onSubmit={apply} className="flex flex-wrap items-end gap-2" aria-label="Chosen range">
      <div>
        <label htmlFor={fromId} className="block text-xs font-semibold text-slate-600">
          From
        </label>
        <input id={fromId} name="from" type="date" className="input" value={draft.from} max={draft.to} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
      </div>
      <div>
        <label htmlFor={toId} className="block text-xs font-semibold text-slate-600">
          To
        </label>
        <input id={toId} name="to" type="date" className="input" value={draft.to} min={draft.from} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
      </div>
      <button type="submit" className="btn-outline">
        Show
      </button>
    </Form>
  );
}

/** Revenue and enquiry-to-order conversion of the period (its orders' figures failing shows only here). */
function OrderFigures({ orders: { data, error } }: { orders: { data: OrderStats | null; error: string | null } }) {
  if (!data) return <ErrorBanner message={error} />;
  const percent = `${(data.conversion * 100).toLocaleString("en-IN", { maximumFractionDigits: 1 })}%`;
  return (
    <div className="mt-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Figure label={orderAdminMessages.revenue} value={formatPaise(data.revenue)} testId="leads-revenue" />
        <Figure
          label={orderAdminMessages.orderConversion}
          value={
            <>
              {percent}
              <span className="ml-2 text-sm font-medium text-muted" data-testid="leads-order-counts">
                {orderAdminMessages.orderConversionCounts(data.convertedEnquiries, data.enquiries)}
              </span>
            </>
          }
          testId="leads-order-conversion"
        />
      </div>
      <p className="mt-2 text-xs text-muted">{orderAdminMessages.revenueDefinition}</p>
    </div>
  );
}
