// /compliance-calendar and /hi/compliance-calendar: a month of statutory due dates, filtered by who they apply to
// (a GET form that works without JavaScript), each linking to the service that handles it; the iCalendar feed (in
// English); and the e-mail reminder sign-up, posted to this route's action (double opt-in through POST
// /api/reminders' service). The text is the page's language's (its path); the loader and the action put the
// due dates, notices and answers in it on the server.
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { APPLIES_TO, type AppliesTo } from "../../shared/applies-to";
import { m } from "../../shared/i18n";
import { localeOfPath, pathInLocale, type Locale } from "../../shared/locale";
import { privacyLine, type PrivacyLine } from "../../shared/privacy";
import { appliesToLabelIn, dueDateNoteIn, dueDateTitleIn, serviceLabelIn } from "../../shared/tool-locale";
import { PageHeader } from "../components/marketing";
import { Section } from "../components/section";
import { calendarHref, dayParts, groupsParam, monthInRange, monthLabel, monthParam, shiftMonth } from "../lib/calendar";
import { useLocale } from "../lib/locale";
import { marketingMeta } from "../lib/page-meta";
import type { Route } from "./+types/compliance-calendar";

const PATH = "/compliance-calendar";

/** The page exists in English and in Hindi (its Hindi address: pathInLocale). */
export const handle = { languages: ["en", "hi"] };

// Not in the page cache: the month and the filter come from the query, and the reminder form answers this visitor.
export const headers = () => ({ "Cache-Control": "no-store" });

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  // Another month than this one is a page of its own: its title names the month (titles stay unique).
  const month = loaderData && loaderData.month !== loaderData.current ? loaderData.month : null;
  const title = (month ? loaderData?.text.metaTitleMonth : loaderData?.text.metaTitle) ?? "";
  return marketingMeta(matches, { description: loaderData?.text.metaDescription ?? "", firmTitle: true, title, path: pathInLocale(PATH, locale) });
}

const NOTICES = {
  requested: { kind: "success", text: m.calendar_reminder_requested },
  confirmed: { kind: "success", text: m.calendar_reminder_confirmed },
  unsubscribed: { kind: "success", text: m.calendar_reminder_unsubscribed },
  invalid: { kind: "error", text: m.calendar_reminder_link_invalid },
} as const;

/** The sign-up's refusal in the page's language: English as the service words it, Hindi by its status. */
function refusalIn(locale: Locale, status: number, text: string): string {
  if (locale === "en") return text;
  if (status === 400) return m.calendar_reminder_error_invalid({}, { locale });
  if (status === 429) return m.calendar_reminder_error_busy({}, { locale });
  if (status === 503) return m.calendar_reminder_error_unavailable({}, { locale });
  return text;
}

/** The page's words in `locale` (the month's in the heading). */
function textOf(locale: Locale, month: string, remindersEnabled: boolean) {
  const t = { locale };
  return {
    breadcrumb: m.calendar_breadcrumb({}, t),
    breadcrumb_home: m.calendar_breadcrumb_home({}, t),
    email_label: m.calendar_email_label({}, t),
    empty_month: m.calendar_empty_month({}, t),
    extensions_note: m.calendar_extensions_note({}, t),
    eyebrow: m.calendar_eyebrow({}, t),
    filter_legend: m.calendar_filter_legend({}, t),
    filter_submit: m.calendar_filter_submit({}, t),
    // Only the words the page shows: with mail off, it offers no reminders.
    reminders_cta: remindersEnabled ? m.calendar_get_reminders({}, t) : m.calendar_follow({}, t),
    lead: m.calendar_lead({}, t),
    months_nav: m.calendar_months_nav({}, t),
    remind_for: m.calendar_remind_for({}, t),
    reminders_feed_after: m.calendar_reminders_feed_after({}, t),
    reminders_feed_before: m.calendar_reminders_feed_before({}, t),
    reminders_feed_link: m.calendar_reminders_feed_link({}, t),
    reminders_intro: m.calendar_reminders_intro({}, t),
    reminders_off: m.calendar_reminders_off({}, t),
    reminders_submit: m.calendar_reminders_submit({}, t),
    reminders_heading: remindersEnabled ? m.calendar_reminders_title({}, t) : m.calendar_follow({}, t),
    show_all: m.calendar_show_all({}, t),
    subscribe: m.calendar_subscribe({}, t),
    this_month: m.calendar_this_month({}, t),
    title: m.calendar_title({}, t),
    metaTitle: m.calendar_meta_title({}, t),
    metaTitleMonth: m.calendar_meta_title_month({ month: monthLabel(month, locale) }, t),
    metaDescription: m.calendar_meta_description({}, t),
    due_in_month: m.calendar_due_in_month({ month: monthLabel(month, locale) }, t),
    applies: Object.fromEntries(APPLIES_TO.map((g) => [g, appliesToLabelIn(locale, g)])) as Record<AppliesTo, string>,
  };
}
type CalendarText = ReturnType<typeof textOf>;

export function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const current = context.reads.complianceCalendar.currentMonth();
  // A month far from this one shows this one: the page's links (and a crawler following them) end a year either side.
  const asked = monthParam(url.searchParams.get("month"));
  const month = asked && monthInRange(asked, current) ? asked : current;
  const groups = groupsParam(url.searchParams.getAll("appliesTo"));
  const outcome = url.searchParams.get("reminders");
  const found = outcome && outcome in NOTICES ? NOTICES[outcome as keyof typeof NOTICES] : null;
  const notice = found ? { kind: found.kind, text: found.text({}, { locale }) } : null;
  const entries = context.reads.complianceCalendar.entries(month, groups).map((e) => ({
    ...e,
    title: dueDateTitleIn(locale, e.title),
    note: dueDateNoteIn(locale, e.note),
    forText: m.calendar_for({ groups: e.appliesTo.map((a) => appliesToLabelIn(locale, a)).join(", ") }, { locale }),
    helpText: m.calendar_get_help({ service: serviceLabelIn(locale, e.serviceLabel) }, { locale }),
  }));
  const privacy: PrivacyLine =
    locale === "en" ? privacyLine : { text: m.calendar_privacy_text({}, { locale }), link: m.calendar_privacy_link({}, { locale }), href: privacyLine.href };
  return {
    month,
    current,
    groups,
    entries,
    notice,
    remindersEnabled: context.reminders.enabled,
    // Loader data, so the page's JavaScript does not carry the text.
    privacy,
    text: textOf(locale, month, context.reminders.enabled),
  };
}

type ActionResult = { kind: "success" | "error"; text: string; email: string; appliesTo: string[] };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "").slice(0, 300);
  const appliesTo = form.getAll("appliesTo").filter((v): v is string => typeof v === "string");
  const locale = localeOfPath(new URL(request.url).pathname);
  const result = await context.reminders.request({ email, appliesTo });
  // Post/redirect/get, back at the form: reloading does not sign up twice, and without JavaScript the
  // browser lands on the result beside the form (the fragment) instead of the top of the page.
  if (result.ok) throw redirect(`${pathInLocale(PATH, locale)}?reminders=requested#reminders`, 303);
  const headers: HeadersInit = result.status === 429 ? { "Retry-After": "60" } : {};
  return data<ActionResult>({ kind: "error", text: refusalIn(locale, result.status, result.error), email, appliesTo }, { status: result.status, headers });
}

function Notice({ kind, text }: { kind: "success" | "error"; text: string }) {
  return (
    <p role={kind === "error" ? "alert" : "status"} className={kind === "error" ? "error-banner" : "success-banner"}>
      {text}
    </p>
  );
}

export default function ComplianceCalendar() {
  const { month, current, groups, entries, notice, remindersEnabled, privacy, text } = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>();
  const locale = useLocale();
  const path = pathInLocale(PATH, locale);
  const monthName = (mo: string) => monthLabel(mo, locale);
  const checked = (g: AppliesTo) => groups.includes(g);
  const chosenForReminders = sent?.appliesTo ?? [];
  return (
    <div>
      <PageHeader
        trail={[{ name: text.breadcrumb, path }]}
        home={locale === "en" ? undefined : { name: text.breadcrumb_home, path: pathInLocale("/", locale) }}
        eyebrow={text.eyebrow}
        title={text.title}
        lead={<p>{text.lead}</p>}
      >
        <a href="/compliance-calendar.ics" className="btn-outline px-5 py-3 text-base">
          {text.subscribe}
        </a>
        <a href="#reminders" className="btn-primary px-5 py-3 text-base">
          {text.reminders_cta}
        </a>
      </PageHeader>

      <Section id="due-dates" title={text.due_in_month}>
        <p className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">{text.extensions_note}</p>
        <Form method="get" action={path} className="mb-6 flex flex-wrap items-end gap-x-6 gap-y-4 card p-4 sm:p-5">
          <input type="hidden" name="month" value={month} />
          <fieldset>
            <legend className="field-label">{text.filter_legend}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {APPLIES_TO.map((g) => (
                <label key={g} className="inline-flex items-center gap-2 text-sm text-slate-700">
                  <input type="checkbox" name="appliesTo" value={g} defaultChecked={checked(g)} className="h-4 w-4 accent-brand-600" />
                  {text.applies[g]}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="btn-primary">
            {text.filter_submit}
          </button>
          {groups.length > 0 && (
            <Link to={calendarHref(month, [], current, locale)} className="text-sm text-link">
              {text.show_all}
            </Link>
          )}
        </Form>

        <nav aria-label={text.months_nav} className="mb-4 flex items-center justify-between gap-3 text-sm">
          {monthInRange(shiftMonth(month, -1), current) ? (
            <Link to={calendarHref(shiftMonth(month, -1), groups, current, locale)} className="btn-outline" rel="nofollow">
              <span aria-hidden="true">←</span> {monthName(shiftMonth(month, -1))}
            </Link>
          ) : (
            <span />
          )}
          {month !== current && (
            <Link to={calendarHref(current, groups, current, locale)} className="hidden text-link sm:inline">
              {text.this_month}
            </Link>
          )}
          {monthInRange(shiftMonth(month, 1), current) ? (
            <Link to={calendarHref(shiftMonth(month, 1), groups, current, locale)} className="btn-outline" rel="nofollow">
              {monthName(shiftMonth(month, 1))} <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span />
          )}
        </nav>

        {entries.length === 0 ? (
          <p className="card p-6 text-slate-700">{text.empty_month}</p>
        ) : (
          <ol className="space-y-3" aria-label={text.due_in_month}>
            {entries.map((e) => {
              const { weekday, day } = dayParts(e.date, locale);
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
                      <span className="text-muted">{e.forText}</span>
                      <a href={e.serviceUrl} className="text-link">
                        {e.helpText}
                      </a>
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </Section>

      <Section id="reminders" title={text.reminders_heading} className="scroll-mt-24">
        {remindersEnabled ? (
          <RemindersForm notice={notice} sent={sent} chosen={chosenForReminders} privacy={privacy} locale={locale} text={text} />
        ) : (
          <div className="space-y-4 card p-5 sm:p-8" data-testid="reminders-off">
            {notice && <Notice {...notice} />}
            <p className="text-slate-700">{text.reminders_off}</p>
            <p className="flex flex-wrap gap-3">
              <a href="/compliance-calendar.ics" className="btn-primary">
                {text.subscribe}
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
  locale: Locale;
  text: CalendarText;
};

function RemindersForm({ notice, sent, chosen, privacy, locale, text }: RemindersProps) {
  return (
    <div className="grid gap-6 card p-5 sm:p-8 md:grid-cols-2">
      <div className="prose-block">
        <p>{text.reminders_intro}</p>
        <p>
          {text.reminders_feed_before}{" "}
          <a href="/compliance-calendar.ics" className="text-link">
            {text.reminders_feed_link}
          </a>{" "}
          {text.reminders_feed_after}
        </p>
      </div>
      <div className="space-y-4">
        {notice && <Notice {...notice} />}
        {sent && <Notice kind={sent.kind} text={sent.text} />}
        <Form method="post" action={`${pathInLocale(PATH, locale)}#reminders`} className="space-y-4" preventScrollReset>
          <div>
            <label htmlFor="reminder-email" className="field-label">
              {text.email_label}
            </label>
            <input id="reminder-email" name="email" type="email" required autoComplete="email" maxLength={254} defaultValue={sent?.email ?? ""} className="field" />
          </div>
          <fieldset>
            <legend className="field-label">{text.remind_for}</legend>
            <div className="grid grid-cols-2 gap-2">
              {APPLIES_TO.map((g) => (
                <label key={g} className="inline-flex items-center gap-2 text-sm text-slate-700">
                  <input type="checkbox" name="appliesTo" value={g} defaultChecked={chosen.includes(g)} className="h-4 w-4 accent-brand-600" />
                  {text.applies[g]}
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
            {text.reminders_submit}
          </button>
        </Form>
      </div>
    </div>
  );
}
