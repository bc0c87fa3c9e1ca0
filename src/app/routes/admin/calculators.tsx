// /admin/calculators: the GST calculator's rate list and the incorporation-cost table (government
// fee and stamp duty per entity type and state), each saved whole.
import { useState, type FormEvent } from "react";
import { useLoaderData } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { INCORPORATION_ENTITIES, incorporationEntities, type IncorporationEntity } from "../../../shared/entities";
import type { GstRate, IncorporationFee } from "../../../shared/schemas/calculators";
import { AdminHeader, ErrorBanner, SavedNotice } from "../../components/admin/ui";
import { adminWrite, loadAdmin, loadScreen, staffOf, submitted, useAdminWrite } from "../../lib/admin-data";
import type { Route } from "./+types/calculators";

export const meta = () => [{ title: "Calculators | Admin" }];

type Table<T> = { items: T[]; updatedAt: string };

export async function loader(args: Route.LoaderArgs) {
  const rates = await loadScreen<Table<GstRate>>(args, "/api/calculators/gst-rates", adminMessages.calculatorsFetchFailed);
  if (rates.error) return { rates: null, fees: null, error: rates.error };
  const fees = await loadAdmin<Table<IncorporationFee>>(args, "/api/calculators/incorporation-fees", adminMessages.calculatorsFetchFailed);
  return { rates: rates.data, fees: fees.data, error: fees.error };
}

type Intent = { intent: "rates"; body: unknown } | { intent: "fees"; body: unknown };

export async function action(args: Route.ActionArgs) {
  staffOf(args);
  const sent = await submitted<Intent>(args.request);
  const path = sent.intent === "rates" ? "/api/calculators/gst-rates" : "/api/calculators/incorporation-fees";
  return adminWrite(args, path, { method: "PUT", json: sent.body }, adminMessages.calculatorsSaveFailed);
}

export default function AdminCalculators() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <section>
      <AdminHeader title="Calculators" />
      <ErrorBanner message={loaded.error} />
      {loaded.rates && <RatesForm key={loaded.rates.updatedAt} table={loaded.rates} />}
      {loaded.fees && <FeesForm key={loaded.fees.updatedAt} table={loaded.fees} />}
    </section>
  );
}

function RatesForm({ table }: { table: Table<GstRate> }) {
  const [rows, setRows] = useState(table.items.map((r) => ({ rate: String(r.rate), label: r.label })));
  const [saved, setSaved] = useState(false);
  const writer = useAdminWrite((r) => setSaved(r.ok));
  const error = writer.result && !writer.result.ok ? writer.result.error : null;
  const set = (i: number, k: "rate" | "label", v: string) => setRows((old) => old.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    void writer.submit({ intent: "rates", body: { updatedAt: table.updatedAt, rates: rows.map((r) => ({ rate: Number(r.rate), label: r.label })) } });
  }
  return (
    <form onSubmit={submit} className="mb-8 card p-5" aria-labelledby="rates-title" noValidate>
      <h2 id="rates-title" className="text-lg font-semibold text-ink">
        GST rates
      </h2>
      <p className="mt-1 text-sm text-slate-600">The rates /tools/gst-calculator offers, in this order.</p>
      <ErrorBanner message={error} />
      <SavedNotice show={saved} />
      <ul className="mt-4 space-y-2">
        {rows.map((r, i) => (
          <li key={i} className="flex flex-wrap items-end gap-2 border-b border-slate-100 pb-3">
            <label className="w-28 text-sm">
              Rate (%)
              <input className="field" inputMode="decimal" value={r.rate} onChange={(e) => set(i, "rate", e.target.value)} />
            </label>
            <label className="min-w-48 grow text-sm">
              Label
              <input className="field" value={r.label} onChange={(e) => set(i, "label", e.target.value)} />
            </label>
            <button type="button" className="btn-outline" onClick={() => setRows((old) => old.filter((_, j) => j !== i))} aria-label={`Remove the ${r.rate}% rate`}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex gap-2">
        <button type="button" className="btn-outline" onClick={() => setRows((old) => [...old, { rate: "", label: "" }])}>
          Add Rate
        </button>
        <button type="submit" className="btn-primary" disabled={writer.busy}>
          {writer.busy ? adminMessages.saving : "Save Rates"}
        </button>
      </div>
    </form>
  );
}

function FeesForm({ table }: { table: Table<IncorporationFee> }) {
  type Row = { entity: IncorporationEntity; state: string; governmentFee: string; stampDuty: string; source: string; asOf: string };
  const [rows, setRows] = useState<Row[]>(
    table.items.map((r) => ({ entity: r.entity, state: r.state, governmentFee: String(r.governmentFee), stampDuty: String(r.stampDuty), source: r.source, asOf: r.asOf })),
  );
  const [saved, setSaved] = useState(false);
  const writer = useAdminWrite((r) => setSaved(r.ok));
  const error = writer.result && !writer.result.ok ? writer.result.error : null;
  const set = (i: number, k: keyof Row, v: string) => setRows((old) => old.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const fees = rows.map((r) => ({ entity: r.entity, state: r.state, governmentFee: Number(r.governmentFee), stampDuty: Number(r.stampDuty), source: r.source, asOf: r.asOf }));
    void writer.submit({ intent: "fees", body: { updatedAt: table.updatedAt, fees } });
  }
  return (
    <form onSubmit={submit} className="card p-5" aria-labelledby="fees-title" noValidate>
      <h2 id="fees-title" className="text-lg font-semibold text-ink">
        Incorporation: government fees and stamp duty (₹)
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        /tools/incorporation-cost adds these to the package price of the entity type (Packages and Prices) and its GST; the page shows each row&apos;s source and date.
      </p>
      <ErrorBanner message={error} />
      <SavedNotice show={saved} />
      <ul className="mt-4 space-y-2">
        {rows.map((r, i) => (
          <li key={i} className="flex flex-wrap items-end gap-2 border-b border-slate-100 pb-3">
            <label className="text-sm">
              Entity
              <select className="field" value={r.entity} onChange={(e) => set(i, "entity", e.target.value)}>
                {INCORPORATION_ENTITIES.map((e) => (
                  <option key={e} value={e}>
                    {incorporationEntities[e].label}
                  </option>
                ))}
              </select>
            </label>
            <label className="min-w-36 grow text-sm">
              State
              <input className="field" value={r.state} onChange={(e) => set(i, "state", e.target.value)} />
            </label>
            <label className="w-32 text-sm">
              Government fee
              <input className="field" inputMode="numeric" value={r.governmentFee} onChange={(e) => set(i, "governmentFee", e.target.value)} />
            </label>
            <label className="w-32 text-sm">
              Stamp duty
              <input className="field" inputMode="numeric" value={r.stampDuty} onChange={(e) => set(i, "stampDuty", e.target.value)} />
            </label>
            <label className="min-w-56 grow text-sm">
              Source
              <input className="field" value={r.source} onChange={(e) => set(i, "source", e.target.value)} />
            </label>
            <label className="w-40 text-sm">
              Checked on
              <input className="field" type="date" value={r.asOf} onChange={(e) => set(i, "asOf", e.target.value)} />
            </label>
            <button type="button" className="btn-outline" onClick={() => setRows((old) => old.filter((_, j) => j !== i))} aria-label={`Remove ${r.state} (${r.entity})`}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex gap-2">
        <button
          type="button"
          className="btn-outline"
          onClick={() => setRows((old) => [...old, { entity: "private-limited", state: "", governmentFee: "0", stampDuty: "0", source: "", asOf: "" }])}
        >
          Add Row
        </button>
        <button type="submit" className="btn-primary" disabled={writer.busy}>
          {writer.busy ? adminMessages.saving : "Save Table"}
        </button>
      </div>
    </form>
  );
}
