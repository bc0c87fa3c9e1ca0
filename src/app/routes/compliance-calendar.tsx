// /compliance-calendar: a month of statutory due dates, filtered by who they apply to (a GET form
// that works without JavaScript), each linking to the service that handles it; the iCalendar feed; and the
// e-mail reminder sign-up, posted to this route's action (double opt-in through POST /api/reminders' service).
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { APPLIES_TO, appliesToLabels, type AppliesTo } from "../../shared/applies-to";
import { privacyLine, type PrivacyLine } from "../../shared/privacy";
import { calendarMessages } from "../../shared/tool-messages";
import { PageHeader } from "../components/marketing";
import { Section } from "../components/section";
import { calendarHref, dayParts, groupsParam, monthInRange, monthLabel, monthParam, shiftMonth } from "../lib/calendar";
import { marketingMeta } from "../lib/page-meta";
import type { PageMeta } from "../copy/types";
import type { Route } from "./+types/compliance-calendar";

const calendarMeta: PageMeta = {
  title: "Compliance Due Date Calendar",
  description: "GST, TDS, PF/ESI, advance tax, ROC and income-tax due dates for this month, by company, LLP, proprietor or GST registration, with free e-mail reminders.",
};

// Not in the page cache: the month and the filter come from the query, and the reminder form answers this visitor.
export const headers = () => ({ "Cache-Control": "no-store" });

export function meta({ matches, loaderData }: Route.MetaArgs) {
  // Another month than this one is a page of its own: its title names the month (titles stay unique).
  const month = loaderData && loaderData.month !== loaderData.current ? loaderData.month : null;
  const title = month ? `Due Dates, ${monthLabel(month)}` : calendarMeta.title;
  return marketingMeta(matches, { ...calendarMeta, firmTitle: true, title, path: "/compliance-calendar" });
}

const NOTICES = {
  requested: { kind: "success", text: calendarMessages.reminderRequested },
  confirmed: { kind: "success", text: calendarMessages.reminderConfirmed },
  unsubscribed: { kind: "success", text: calendarMessages.reminderUnsubscribed },
  invalid: { kind: "error", text: calendarMessages.reminderLinkInvalid },
} as const;

export function loader({ url, context }: Route.LoaderArgs) {
  const current = context.reads.complianceCalendar.currentMonth();
  // A month far from this one shows this one: the page's links (and a crawler following them) end a year either side.
  const asked = monthParam(url.searchParams.get("month"));
  const month = asked && monthInRange(asked, current) ? asked : current;
  const groups = groupsParam(url.searchParams.getAll("appliesTo"));
  const outcome = url.searchParams.get("reminders");
  const notice = outcome && outcome in NOTICES ? NOTICES[outcome as keyof typeof NOTICES] : null;
  return {
    month,
    current,
    groups,
    entries: context.reads.complianceCalendar.entries(month, groups),
    notice,
    remindersEnabled: context.reminders.enabled,
    // Loader data, so the page's JavaScript does not carry the text.
    privacy: privacyLine,
  };
}

type ActionResult = { kind: "success" | "error"; text: string; email: string; appliesTo: string[] };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "").slice(0, 300);
  const appliesTo = form.getAll("appliesTo").filter((v): v is string => typeof v === "string");
  const result = await context.reminders.request({ email, appliesTo });
  // Post/redirect/get, back at the form: reloading does not sign up twice, and without JavaScript the
  // browser lands on the result beside the form (the fragment) instead of the top of the page.
  if (result.ok) throw redirect("/compliance-calendar?reminders=requested#reminders", 303);
  const headers: HeadersInit = result.status === 429 ? { "Retry-After": "60" } : {};
  return data<ActionResult>({ kind: "error", text: result.error, email, appliesTo }, { status: result.status, headers });
}

function Notice({ kind, text }: { kind: "success" | "error"; text: string }) {
  return (
    <p role={kind === "error" ? "alert" : "status"} className={kind === "error" ? "error-banner" : "success-banner"}>
      {text}
    </p>
  );
}

export default function ComplianceCalendar() {
  const { month, current, groups, entries, notice, remindersEnabled, privacy } = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>();
  const checked = (g: AppliesTo) => groups.includes(g);
  const chosenForReminders = sent?.appliesTo ?? [];
  return (
    <div>
      <PageHeader
        trail={[{ name: "Compliance Calendar", path: "/compliance-calendar" }]}
        eyebrow="Tools"
        title="Compliance due date calendar"
        lead={
          <p>
            GST returns, TDS deposits and returns, PF and ESI, advance tax, ROC annual filings and income-tax returns: the statutory due dates of each month, and who they apply to.
          </p>
        }
      >
        <a href="/compliance-calendar.ics" className="btn-outline px-5 py-3 text-base">
          Subscribe to the calendar (.ics)
        </a>
        <a href="#reminders" className="btn-primary px-5 py-3 text-base">
          {remindersEnabled ? "Get e-mail reminders" : "Follow the due dates"}
        </a>
      </PageHeader>

      <Section id="due-dates" title={`Due dates in ${monthLabel(month)}`}>
        <p className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">{calendarMessages.extensionsNote}</p>
        <Form method="get" action="/compliance-calendar" className="mb-6 flex flex-wrap items-end gap-x-6 gap-y-4 card p-4 sm:p-5">
          <input type="hidden" name="month" value={month} />
          <fieldset>
            <legend className="field-label">Show dates that apply to</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {APPLIES_TO.map((g) => (
                <label key={g} className="inline-flex items-center gap-2 text-sm text-slate-700">
                  <input type="checkbox" name="appliesTo" value={g} defaultChecked={checked(g)} className="h-4 w-4 accent-brand-600" />
                  {appliesToLabels[g]}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="btn-primary">
            Filter
          </button>
          {groups.length > 0 && (
            <Link to={calendarHref(month, [], current)} className="text-sm text-link">
              Show all
            </Link>
          )}
        </Form>

        <nav aria-label="Months" className="mb-4 flex items-center justify-between gap-3 text-sm">
          {monthInRange(shiftMonth(month, -1), current) ? (
            <Link to={calendarHref(shiftMonth(month, -1), groups, current)} className="btn-outline" rel="nofollow">
              <span aria-hidden="true">←</span> {monthLabel(shiftMonth(month, -1))}
            </Link>
          ) : (
            <span />
          )}
          {month !== current && (
            <Link to={calendarHref(current, groups, current)} className="hidden text-link sm:inline">
              This month
            </Link>
          )}
          {monthInRange(shiftMonth(month, 1), current) ? (
            <Link to={calendarHref(shiftMonth(month, 1), groups, current)} className="btn-outline" rel="nofollow">
              {monthLabel(shiftMonth(month, 1))} <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span />
          )}
        </nav>

        {entries.length === 0 ? (
          <p className="card p-6 text-slate-700">{calendarMessages.emptyMonth}</p>
        ) : (
          <ol className="space-y-3" aria-label={`Due dates in ${monthLabel(month)}`}>
            {entries.map((e) => {
              const { weekday, day } = dayParts(e.date);
              return (
                <li key={e.id} className="flex gap-4 card p-4 sm:p-5" data-applies-to={e.appliesTo.join(" ")}>
                  <time dateTime={e.date} className="flex w-14 shrink-0 flex-col items-center rounded-xl bg-brand-50 py-2 text-brand-800">
                    <span className="text-xs font-semibold uppercase">{weekday}</span>
                    <span className="text-2xl leading-tight font-bold">{day}</span>
                  </time>
                  <div className="min-w-0 grow">
                    <h3 className="font-semibold text-ink">{e.title}</h3>
                    {e.forms.length > 0 && (
                      <p className="mt-1 flex flex-wrap gap-1.5">
                        {e.forms.map((f) => (
                          <span key={f} className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-800">
                            {f}
                          </span>
                        ))}
                      </p>
                    )}
                    {e.note && <p className="mt-2 text-sm text-slate-600">{e.note}</p>}
                    <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                      <span className="text-muted">For: {e.appliesTo.map((a) => appliesToLabels[a]).join(", ")}</span>
                      <a href={e.serviceUrl} className="text-link">
                        Get help: {e.serviceLabel}
                      </a>
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </Section>

      <Section id="reminders" title={remindersEnabled ? "E-mail reminders" : "Follow the due dates"} className="scroll-mt-24">
        {remindersEnabled ? (
          <RemindersForm notice={notice} sent={sent} chosen={chosenForReminders} privacy={privacy} />
        ) : (
          <div className="space-y-4 card p-5 sm:p-8" data-testid="reminders-off">
            {notice && <Notice {...notice} />}
            <p className="text-slate-700">{calendarMessages.remindersOff}</p>
            <p className="flex flex-wrap gap-3">
              <a href="/compliance-calendar.ics" className="btn-primary">
                Subscribe to the calendar (.ics)
              </a>
            </p>
          </div>
        )}
      </Section>
    </div>
  );
}

type RemindersProps = {
  notice: { kind: "success" | "error"; text: string } | null;
  sent: ActionResult | undefined;
  chosen: string[];
  privacy: PrivacyLine;
};

function RemindersForm({ notice, sent, chosen, privacy }: RemindersProps) {
  return (
    <div className="grid gap-6 card p-5 sm:p-8 md:grid-cols-2">
      <div className="prose-block">
        <p>We e-mail you three days before each due date that applies to you. You confirm your address first, and every reminder has a one-click unsubscribe link.</p>
        <p>
          Prefer your own calendar?{" "}
          <a href="/compliance-calendar.ics" className="text-link">
            Subscribe to the feed
          </a>{" "}
          in Google Calendar, Outlook or Apple Calendar.
        </p>
      </div>
      <div className="space-y-4">
        {notice && <Notice {...notice} />}
        {sent && <Notice kind={sent.kind} text={sent.text} />}
        <Form method="post" action="/compliance-calendar#reminders" className="space-y-4" preventScrollReset>
          <div>
            <label htmlFor="reminder-email" className="field-label">
              E-mail address
            </label>
            <input id="reminder-email" name="email" type="email" required autoComplete="email" maxLength={254} defaultValue={sent?.email ?? ""} className="field" />
          </div>
          <fieldset>
            <legend className="field-label">Remind me of dates for</legend>
            <div className="grid grid-cols-2 gap-2">
              {APPLIES_TO.map((g) => (
                <label key={g} className="inline-flex items-center gap-2 text-sm text-slate-700">
                  <input type="checkbox" name="appliesTo" value={g} defaultChecked={chosen.includes(g)} className="h-4 w-4 accent-brand-600" />
                  {appliesToLabels[g]}
                </label>
              ))}
            </div>
          </fieldset>
          {/* The privacy notice's line (shared/privacy.ts privacyLine). Written out in each form: a shared component
              would be a chunk of its own, which costs each page's first load more than these few lines. */}
          <p className="text-xs text-muted">
            {privacy.text}{" "}
            <a href={privacy.href} className="text-link">
              {privacy.link}
            </a>
          </p>
          <button type="submit" className="btn-primary">
            Send me reminders
          </button>
        </Form>
      </div>
    </div>
  );
}
