// /admin/settings/callbacks (admin only): when visitors may book a call-back (working hours per weekday, closed
// dates with India's holidays offered, slot length) and the one response promise the forms and pages make. One
// form and one save (PUT /api/settings/callbacks, with updatedAt: edit conflicts). Adding or removing a date
// changes the form, not the stored settings: with JavaScript in the page's state, without it by posting the form
// to the action, which shows it again with the change ("Not saved yet"); Save writes it all.
import { useId, useState, type FormEvent, type MouseEvent } from "react";
import { Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import { WEEKDAYS, realDay, type CallbackSettings, type Weekday } from "../../../shared/callbacks";
import { callbackSettingsMessages as msg, weekdayNames } from "../../../shared/callback-settings-messages";
import { contactMessages } from "../../../shared/contact-messages";
import { holidayName, type Holiday } from "../../../shared/holidays";
import { SLOT_MINUTES_CHOICES } from "../../../shared/schemas/callbacks";
import { adminMessages } from "../../../shared/admin-messages";
import { AdminHeader, ConflictActions, ErrorBanner } from "../../components/admin/ui";
import { adminWrite, loadScreen, staffOf, submitted, type Written } from "../../lib/admin-data";
import { readUpdatedAtOf, useConflictSave } from "../../lib/edit-conflict";
import { formatShortDate } from "../../lib/format";
import { useHydrated } from "../../lib/use-hydrated";
import type { Route } from "./+types/callback-settings";

export const meta = () => [{ title: `${msg.title} | Admin` }];

const ENDPOINT = "/api/settings/callbacks";
const PAGE = "/admin/settings/callbacks";

/** GET /api/settings/callbacks (services/settings.ts, CallbackSettingsView). */
type Loaded = { callbacks: CallbackSettings; responsePromiseHours: number; updatedAt: string; today: string; holidays: Holiday[] };

/** Monday first, as a week is read at work. */
const DAYS: Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
const DEFAULT_OPEN = { open: "10:00", close: "18:00" };

/** What the form holds: strings as typed, so a refused save shows them again. */
type Draft = {
  days: Record<Weekday, { open: boolean; opens: string; closes: string }>;
  slotMinutes: string;
  promise: string;
  closedDates: string[];
  updatedAt: string;
};

function draftOf(l: Loaded): Draft {
  const days = Object.fromEntries(
    WEEKDAYS.map((d) => {
      const h = l.callbacks.hours[d];
      return [d, { open: h !== null, opens: (h ?? DEFAULT_OPEN).open, closes: (h ?? DEFAULT_OPEN).close }];
    }),
  ) as Draft["days"];
  return { days, slotMinutes: String(l.callbacks.slotMinutes), promise: String(l.responsePromiseHours), closedDates: [...l.callbacks.closedDates], updatedAt: l.updatedAt };
}

/** The body of PUT /api/settings/callbacks (the server checks every part and names the field it refuses). */
function bodyOf(d: Draft) {
  return {
    callbacks: {
      hours: Object.fromEntries(WEEKDAYS.map((day) => [day, d.days[day].open ? { open: d.days[day].opens, close: d.days[day].closes } : null])),
      slotMinutes: Number(d.slotMinutes),
      closedDates: d.closedDates,
    },
    responsePromiseHours: Number(d.promise),
  };
}

const withDate = (dates: readonly string[], day: string) => [...new Set([...dates, day])].sort();
const withoutDate = (dates: readonly string[], day: string) => dates.filter((d) => d !== day);

/** The form as posted without JavaScript. */
function draftFromForm(f: Record<string, unknown>): Draft {
  const one = (name: string) => {
    const v = f[name];
    return typeof v === "string" ? v : Array.isArray(v) && typeof v.at(-1) === "string" ? (v.at(-1) as string) : "";
  };
  const all = (name: string) => {
    const v = f[name];
    return (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((x): x is string => typeof x === "string");
  };
  const days = Object.fromEntries(
    WEEKDAYS.map((d) => [d, { open: one(`open.${d}`) === "on", opens: one(`opens.${d}`) || DEFAULT_OPEN.open, closes: one(`closes.${d}`) || DEFAULT_OPEN.close }]),
  ) as Draft["days"];
  return { days, slotMinutes: one("slotMinutes"), promise: one("responsePromiseHours"), closedDates: all("closedDates"), updatedAt: one("updatedAt") };
}

export function loader(args: Route.LoaderArgs) {
  return loadScreen<Loaded>(args, ENDPOINT, msg.fetchFailed);
}

/** A form posted without JavaScript that is shown again: changed but not saved, or refused. */
type Shown = { ok: false; error: string | null; status: number; draft: Draft };

/**
 * With JavaScript: `{ intent: "save", body }` (useConflictSave). Without: the form's fields, and the button
 * pressed as `intent`: "save" writes (then this page again, "?saved=1"), "add-date" (the date field),
 * "add:YYYY-MM-DD" (a holiday) and "remove:YYYY-MM-DD" change the form only.
 */
export async function action(args: Route.ActionArgs): Promise<Written<Loaded> | Shown> {
  staffOf(args);
  const sent = await submitted<Record<string, unknown>>(args.request);
  if (sent.body && typeof sent.body === "object") return adminWrite<Loaded>(args, ENDPOINT, { method: "PUT", json: sent.body }, msg.saveFailed);
  const draft = draftFromForm(sent);
  const intent = typeof sent.intent === "string" ? sent.intent : "save";
  if (intent === "save") {
    const written = await adminWrite<Loaded>(args, ENDPOINT, { method: "PUT", json: { ...bodyOf(draft), updatedAt: draft.updatedAt } }, msg.saveFailed);
    if (written.ok) throw redirect(`${PAGE}?saved=1`);
    return { ...written, draft };
  }
  if (intent === "add-date") {
    const day = realDay(typeof sent.newDate === "string" ? sent.newDate.trim() : "");
    if (!day) return { ok: false, error: msg.addDateMissing, status: 0, draft };
    return { ok: false, error: null, status: 0, draft: { ...draft, closedDates: withDate(draft.closedDates, day) } };
  }
  const [verb, day] = intent.split(":");
  if (day && realDay(day)) {
    const closedDates = verb === "add" ? withDate(draft.closedDates, day) : verb === "remove" ? withoutDate(draft.closedDates, day) : draft.closedDates;
    return { ok: false, error: null, status: 0, draft: { ...draft, closedDates } };
  }
  return { ok: false, error: null, status: 0, draft };
}

export default function AdminCallbackSettings() {
  const { data: loaded, error: loadError } = useLoaderData<typeof loader>();
  const shown = useActionData<typeof action>();
  return (
    <section className="max-w-4xl">
      <AdminHeader title={msg.title} />
      <p className="-mt-4 mb-6 text-sm text-muted">
        {msg.intro} {msg.otherDetails}{" "}
        <Link to="/admin/settings" className="text-link">
          Firm Details
        </Link>
        .
      </p>
      {loaded ? <CallbackForm loaded={loaded} shown={shown && "draft" in shown ? shown : undefined} /> : <ErrorBanner message={loadError} />}
    </section>
  );
}

/** "Fri, 25 Dec 2026". */
const WEEKDAY_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const dayLabel = (day: string) => `${WEEKDAY_SHORT[new Date(`${day}T00:00:00Z`).getUTCDay()]}, ${formatShortDate(day)}`;

function CallbackForm({ loaded, shown }: { loaded: Loaded; shown?: Shown }) {
  const id = useId();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<Draft>(() => shown?.draft ?? draftOf(loaded));
  // Changed with JavaScript since the last save, or shown again by the action without it.
  const [pending, setPending] = useState(Boolean(shown && shown.error === null));
  const [saved, setSaved] = useState(() => params.get("saved") === "1");
  const [newDate, setNewDate] = useState("");
  const [dateError, setDateError] = useState<string | null>(null);
  const form = useConflictSave({
    updatedAt: loaded.updatedAt,
    read: readUpdatedAtOf(ENDPOINT),
    saveFailed: msg.saveFailed,
    onSaved: () => {
      setSaved(true);
      setPending(false);
    },
  });
  const { busy, conflict } = form;
  const error = form.error ?? dateError ?? shown?.error ?? null;

  const change = (next: (d: Draft) => Draft) => {
    setDraft(next);
    setSaved(false);
    setPending(true);
  };
  const save = () => {
    setSaved(false);
    setDateError(null);
    form.save(undefined, bodyOf(draft));
  };
  /** A date button with JavaScript: the change stays in the page until Save (the same buttons post the form without it). */
  const onDate = (e: MouseEvent, next: (dates: string[]) => string[]) => {
    e.preventDefault();
    setDateError(null);
    change((d) => ({ ...d, closedDates: next(d.closedDates) }));
  };

  const upcoming = draft.closedDates.filter((d) => d >= loaded.today);
  const holidays = loaded.holidays.filter((h) => !draft.closedDates.includes(h.date));
  const promiseHours = Number(draft.promise);

  return (
    <Form
      method="post"
      action={PAGE}
      className="space-y-6"
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        save();
      }}
    >
      <input type="hidden" name="updatedAt" value={draft.updatedAt} />
      {/* Every closed date goes with the form, those already past too (the server drops the old ones). */}
      {draft.closedDates.map((d) => (
        <input key={d} type="hidden" name="closedDates" value={d} />
      ))}

      <fieldset className="card p-4 sm:p-6">
        <legend className="px-1 text-lg font-semibold text-ink">{msg.hoursTitle}</legend>
        <p className="mb-4 text-sm text-muted">{msg.hoursHint}</p>
        <ul className="divide-y divide-slate-200">
          {DAYS.map((day) => {
            const d = draft.days[day];
            const setDay = (part: Partial<Draft["days"][Weekday]>) => change((x) => ({ ...x, days: { ...x.days, [day]: { ...x.days[day], ...part } } }));
            return (
              <li key={day} className="grid grid-cols-2 items-center gap-x-4 gap-y-2 py-3 sm:flex sm:flex-wrap" data-testid={`hours-${day}`}>
                <span className="font-medium text-ink sm:w-24">{weekdayNames[day]}</span>
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name={`open.${day}`} checked={d.open} onChange={(e) => setDay({ open: e.target.checked })} className="size-4" />
                  <span className="sr-only">{weekdayNames[day]} </span>
                  {msg.open}
                </label>
                <span className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
                  <label htmlFor={`${id}-${day}-opens`} className="text-sm text-muted">
                    <span className="sr-only">{weekdayNames[day]} </span>
                    {msg.opens}
                  </label>
                  <input
                    id={`${id}-${day}-opens`}
                    type="time"
                    name={`opens.${day}`}
                    value={d.opens}
                    onChange={(e) => setDay({ opens: e.target.value })}
                    className="field disabled:opacity-50 sm:w-32"
                    disabled={hydrated && !d.open}
                  />
                </span>
                <span className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
                  <label htmlFor={`${id}-${day}-closes`} className="text-sm text-muted">
                    <span className="sr-only">{weekdayNames[day]} </span>
                    {msg.closes}
                  </label>
                  <input
                    id={`${id}-${day}-closes`}
                    type="time"
                    name={`closes.${day}`}
                    value={d.closes}
                    onChange={(e) => setDay({ closes: e.target.value })}
                    className="field disabled:opacity-50 sm:w-32"
                    disabled={hydrated && !d.open}
                  />
                </span>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <div className="grid gap-6 sm:grid-cols-2">
        <fieldset className="card p-4 sm:p-6">
          <legend className="px-1 text-lg font-semibold text-ink">{msg.slotTitle}</legend>
          <label htmlFor={`${id}-slot`} className="field-label">
            {msg.slotLabel}
          </label>
          <select id={`${id}-slot`} name="slotMinutes" className="field" value={draft.slotMinutes} onChange={(e) => change((x) => ({ ...x, slotMinutes: e.target.value }))}>
            {[...new Set([...SLOT_MINUTES_CHOICES, Number(draft.slotMinutes)])]
              .filter((n) => Number.isInteger(n) && n > 0)
              .sort((a, b) => a - b)
              .map((n) => (
                <option key={n} value={String(n)}>
                  {msg.minutes(n)}
                </option>
              ))}
          </select>
        </fieldset>
        <fieldset className="card p-4 sm:p-6">
          <legend className="px-1 text-lg font-semibold text-ink">{msg.promiseTitle}</legend>
          <label htmlFor={`${id}-promise`} className="field-label">
            {msg.promiseLabel}
          </label>
          <input
            id={`${id}-promise`}
            type="number"
            name="responsePromiseHours"
            min={0.5}
            max={72}
            step={0.5}
            inputMode="decimal"
            className="field"
            value={draft.promise}
            aria-describedby={`${id}-promise-hint`}
            onChange={(e) => change((x) => ({ ...x, promise: e.target.value }))}
          />
          <p id={`${id}-promise-hint`} className="mt-1 text-xs text-muted">
            {msg.promiseHint(contactMessages.responsePromise(promiseHours > 0 ? promiseHours : loaded.responsePromiseHours))}
          </p>
        </fieldset>
      </div>

      <fieldset className="card p-4 sm:p-6">
        <legend className="px-1 text-lg font-semibold text-ink">{msg.closedTitle}</legend>
        <p className="mb-4 text-sm text-muted">{msg.closedHint}</p>
        {upcoming.length === 0 ? (
          <p className="text-sm text-muted">{msg.closedNone}</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={msg.closedTitle} data-testid="closed-dates">
            {upcoming.map((day) => {
              const name = holidayName(day);
              return (
                <li key={day} className="flex items-center justify-between gap-3 py-2">
                  <span>
                    <span className="font-medium text-ink">{dayLabel(day)}</span>
                    {name && <span className="ml-2 text-sm text-muted">{name}</span>}
                  </span>
                  <button
                    type="submit"
                    name="intent"
                    value={`remove:${day}`}
                    className="btn-outline px-3 py-1.5 text-sm"
                    aria-label={msg.removeLabel(dayLabel(day))}
                    onClick={(e) => onDate(e, (dates) => withoutDate(dates, day))}
                  >
                    {msg.remove}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={`${id}-new-date`} className="field-label">
              {msg.addDateLabel}
            </label>
            <input id={`${id}-new-date`} type="date" name="newDate" min={loaded.today} className="field" value={newDate} onChange={(e) => setNewDate(e.target.value)} />
          </div>
          <button
            type="submit"
            name="intent"
            value="add-date"
            className="btn-outline"
            onClick={(e) => {
              const day = realDay(newDate);
              if (!day) {
                e.preventDefault();
                setDateError(msg.addDateMissing);
                return;
              }
              onDate(e, (dates) => withDate(dates, day));
              setNewDate("");
            }}
          >
            {msg.addDate}
          </button>
        </div>

        <h2 className="mt-6 text-base font-semibold text-ink">{msg.holidaysTitle}</h2>
        <p className="mb-3 text-sm text-muted">{msg.holidaysHint}</p>
        {holidays.length === 0 ? (
          <p className="text-sm text-muted">{msg.holidaysNone}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" data-testid="holidays">
            {holidays.map((h) => (
              <li key={h.date}>
                <button
                  type="submit"
                  name="intent"
                  value={`add:${h.date}`}
                  className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-left text-sm hover:border-brand-600 hover:bg-brand-50"
                  aria-label={msg.addHoliday(h.name, dayLabel(h.date))}
                  onClick={(e) => onDate(e, (dates) => withDate(dates, h.date))}
                >
                  + {h.name} <span className="text-muted">{dayLabel(h.date)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <ErrorBanner message={error}>{conflict && <ConflictActions savedHref={PAGE} busy={busy} onSaveAnyway={() => form.overrule(save)} />}</ErrorBanner>
      {pending && !error && (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {msg.notSavedYet}
        </p>
      )}
      {saved && !pending && (
        <p role="status" className="success-banner">
          {msg.saved}
        </p>
      )}
      <div className="flex justify-end">
        <button type="submit" name="intent" value="save" className="btn-primary" disabled={busy}>
          {busy ? adminMessages.saving : "Save"}
        </button>
      </div>
    </Form>
  );
}
