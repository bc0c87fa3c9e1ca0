// /contact-us and /hi/contact-us: the firm's contact details and the contact form, in English and in Hindi (the
// language from the path). The form works before hydration: it posts here, the action stores the enquiry through
// the same service as the API and the page shows the result, in the page's language.
import { data, redirect, useActionData, useLoaderData } from "react-router";
import { contactProblemIn, contactRefusalIn } from "../../shared/contact-messages";
import { m } from "../../shared/i18n";
import { localeOfPath, pathInLocale, type Locale } from "../../shared/locale";
import type { LanguagesHandle } from "../lib/page-versions";
import { UTM_KEYS, contactFieldProblems, stripSpecialChars } from "../../shared/enquiry-rules";
import { formatAddress, telHref } from "../../shared/firm";
import { EmailText } from "../components/email-text";
import { CONTACT_FORM_ANCHOR, ContactForm, type ContactErrors, type ContactNotice, type ContactValues } from "../components/contact-form";
import { aboutTitle, type EnquiryAbout } from "../lib/enquiry-about";
import { aboutFromSearch } from "../lib/enquiry-about-search";
import { MailIcon, PhoneIcon, PinIcon } from "../components/icons";
import { Page } from "../components/page";
import { LazyWhatsAppButton } from "../components/lazy-whatsapp-button";
import { absoluteUrl, seoTags } from "../lib/seo";
import type { Route } from "./+types/contact-us";
import { firmNameOf, officeDescription, siteUrlOf, withFirmName } from "../lib/page-meta";
import { useFirm, useFrameWords } from "../lib/site-data";
import { callbackWhen, slotChoices } from "../../shared/callbacks";
import { privacyLineIn } from "../../shared/privacy";

/** The page exists in English and in Hindi, at /contact-us and /hi/contact-us (lib/page-versions.ts). */
export const handle: LanguagesHandle = { languages: ["en", "hi"] };

/**
 * The page's own words in its language, sent by the loader (the page's first JavaScript has no room for the message
 * functions of both languages). `{within}`, `{topic}`, `{city}` and `{region}` are filled in by the page.
 */
function pageWords(locale: Locale) {
  const t = { locale };
  return {
    title: m.contact_title({}, t),
    aboutTitle: m.contact_about_title({ topic: "{topic}" }, t),
    description: m.contact_meta_description({}, t),
    descriptionPlace: m.contact_meta_description_place({ city: "{city}", region: "{region}" }, t),
    intro: m.contact_intro({ within: "{within}" }, t),
    officeHours: m.contact_office_hours({}, t),
    whatsappService: m.contact_whatsapp_service({}, t),
    formTitle: m.contact_form_title({}, t),
    askingAbout: m.contact_asking_about({}, t),
  };
}
type PageWords = ReturnType<typeof pageWords>;

/** Names the firm's stored office. */
const contactDescription = (words: PageWords) => (a?: { city: string; region: string }) =>
  a ? words.descriptionPlace.replace("{city}", () => a.city).replace("{region}", () => a.region) : words.description;

const SENT_PARAM = "sent";
/** The booked call-back of the no-JavaScript form's success, named in the confirmation. */
const CALLBACK_PARAM = "callback";
/** A call-back time as the slots give it: 2026-11-27T14:00:00+05:30. */
const SLOT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/;

// Not in the page cache (no cachedPage): the page carries the no-JavaScript form's token and the visitor's
// referrer and UTM values, rendered for this request only.
export const headers = () => ({ "Cache-Control": "no-store" });

// A link's context names the page: "Contact Us about Company registration in Noida"; the canonical
// address stays /contact-us.
export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  // Without its data (a failed loader) the page is the layout's error page, which names itself.
  if (!loaderData) return [];
  const { words } = loaderData;
  const locale = localeOfPath(location.pathname);
  const topic = aboutTitle(loaderData.about);
  const about = topic && words.aboutTitle.replace("{topic}", () => topic);
  return seoTags({
    title: withFirmName(words.title, firmNameOf(matches)),
    description: officeDescription(matches, contactDescription(words)),
    ...(about && { title: about.length <= 60 ? about : `${about.slice(0, 59).replace(/\s+\S*$/, "")}…` }),
    url: absoluteUrl(siteUrlOf(matches), pathInLocale("/contact-us", locale)),
  });
};

/** The path of a URL, or "" when it is not one. */
function pathOf(url: string | null): string {
  if (!url) return "";
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return "";
  }
}

export function loader({ request, url, context }: Route.LoaderArgs) {
  const hidden: Record<string, string> = { page: url.pathname, referrer: pathOf(request.headers.get("referer")).slice(0, 500) };
  for (const k of UTM_KEYS) {
    const v = url.searchParams.get(k);
    if (v) hidden[k] = v.slice(0, 200);
  }
  // What the visitor asked about: the link's context; an offer is named by its id and shown by its heading.
  const { service, offerId, city } = aboutFromSearch(url.searchParams);
  const offer = offerId ? (context.reads.offers.list().find((o) => o.id === offerId)?.mainHeading ?? "") : "";
  const about: EnquiryAbout = { ...(service && { service }), ...(offer && { offer }), ...(city && { city }) };
  // The no-JavaScript form's success: the stored enquiry's id, shown as its reference.
  const sent = (url.searchParams.get(SENT_PARAM) ?? "").replace(/[^0-9a-f-]/gi, "").slice(0, 36);
  const callback = sent ? (url.searchParams.get(CALLBACK_PARAM) ?? "") : "";
  // The call-back times in words, worked out here so the page's first JavaScript needs no date arithmetic.
  return {
    token: context.enquiries.formToken(),
    hidden,
    sent,
    sentCallback: SLOT_TIME.test(callback) ? callbackWhen(callback) : "",
    about,
    slots: slotChoices(context.enquiries.nextSlots()),
    // Loader data, so the page's JavaScript does not carry the text.
    privacy: privacyLineIn(localeOfPath(url.pathname)),
    words: pageWords(localeOfPath(url.pathname)),
  };
}

/** `token`: the form's original token, so the time the visitor spent filling it in keeps counting. */
type ActionResult = { notice: ContactNotice | null; errors: ContactErrors; values: Partial<ContactValues>; token?: string; hidden: Record<string, string>; about: EnquiryAbout };

export async function action({ request, context, url }: Route.ActionArgs) {
  const locale = localeOfPath(url.pathname);
  const t = { locale };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form's body (JSON, garbage, a wrong type): the form's own answer, never a 500.
    const required = m.contact_field_required({}, t);
    return data<ActionResult>(
      {
        notice: { kind: "error", text: m.contact_fix_fields({}, t) },
        errors: { name: required, email: required, phone: required, message: required },
        values: {},
        hidden: {},
        about: {},
      },
      { status: 400 },
    );
  }
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  // The message keeps what people write; only `<`, `>` and control characters go.
  const values = { name: text("name"), email: text("email"), phone: text("phone"), message: stripSpecialChars(text("message")) };
  const utm = Object.fromEntries(UTM_KEYS.flatMap((k) => (text(k) ? [[k, text(k)]] : [])));
  // Where the visitor came from, as first rendered; the re-rendered page posts them again.
  const hidden: Record<string, string> = { page: text("page"), referrer: text("referrer"), ...utm };
  const about: EnquiryAbout = { ...(text("service") && { service: text("service") }), ...(text("offer") && { offer: text("offer") }), ...(text("city") && { city: text("city") }) };
  const fail = (notice: string | null, status: number, errors: ContactErrors, extra: { headers?: HeadersInit; token?: string } = {}) =>
    data<ActionResult>({ notice: notice ? { kind: "error", text: notice } : null, errors, values, token: extra.token, hidden, about }, { status, headers: extra.headers });

  // The same checks as the form does in the browser: every field's problem at once (docs/product.md#validation-rules, #messages).
  const problems = contactFieldProblems(values, ["name", "email", "phone", "message"]);
  if (Object.keys(problems).length > 0)
    return fail(null, 400, Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, contactProblemIn(p, locale)])), { token: text("formToken") || undefined });

  const result = await context.enquiries.submit({
    ...values,
    service: text("service"),
    offer: text("offer"),
    city: text("city"),
    source: text("source") || "contact-page",
    page: text("page"),
    referrer: text("referrer"),
    utm,
    website: text("website"),
    formToken: text("formToken"),
    ...(text("callbackAt") ? { callbackAt: text("callbackAt") } : {}),
  });
  // Post/redirect/get: reloading the success page does not send the enquiry twice.
  // The fragment brings the result into view on a phone.
  if (result.ok) {
    const booked = text("callbackAt");
    const search = new URLSearchParams({ [SENT_PARAM]: result.id, ...(booked ? { [CALLBACK_PARAM]: booked } : {}) });
    throw redirect(`${pathInLocale("/contact-us", locale)}?${search.toString()}#${CONTACT_FORM_ANCHOR}`);
  }
  // A rejected token (too fast, forged) is replaced by the fresh one the loader issues.
  // The service names a field's problem in English: another language names it by the form's own rule for the field.
  const fieldError = (f: { path: string; message: string }) =>
    locale === "en" ? f.message : contactProblemIn(contactFieldProblems(values, [f.path])[f.path] ?? "contactFieldRequired", locale);
  const fieldErrors = Object.fromEntries((result.fields ?? []).filter((f) => f.path in values).map((f) => [f.path, fieldError(f)])) as ContactErrors;
  const notice = Object.keys(fieldErrors).length > 0 ? m.contact_fix_fields({}, t) : contactRefusalIn(result.error, locale);
  return fail(notice, result.status, fieldErrors, result.retryAfter ? { headers: { "Retry-After": String(result.retryAfter) } } : {});
}

/** Office hours; here rather than in icons.tsx, which every page loads. */
const ClockIcon = ({ className }: { className?: string }) => (
  <svg className={className} aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="currentColor">
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm1-13h-2v6l5.2 3.1 1-1.6-4.2-2.5z" />
  </svg>
);

export default function ContactUs() {
  const { token, hidden, sent, sentCallback, about: asked, slots, privacy, words } = useLoaderData<typeof loader>();
  const firm = useFirm();
  const result = useActionData<typeof action>();
  const about = result?.about ?? asked;
  const topic = aboutTitle(about);
  const { within } = useFrameWords();
  return (
    <Page title={words.title} intro={words.intro.replace("{within}", () => within)}>
      <div className="grid gap-8 md:grid-cols-5">
        <section aria-labelledby="contact-details" className="card p-6 md:col-span-2 md:self-start">
          <h2 id="contact-details" className="text-lg font-bold">
            {firm.name}
          </h2>
          <ul className="mt-4 space-y-4 text-sm">
            {firm.phones.map((p) => (
              <li key={p} className="flex items-center gap-3">
                <PhoneIcon className="h-5 w-5 shrink-0 text-brand-700" />
                <a href={telHref(p)} className="font-medium text-brand-700 hover:underline">
                  {p}
                </a>
              </li>
            ))}
            <li className="flex items-center gap-3">
              <MailIcon className="h-5 w-5 shrink-0 text-brand-700" />
              <a href={`mailto:${firm.email}`} className="font-medium text-brand-700 hover:underline">
                <EmailText email={firm.email} />
              </a>
            </li>
            <li className="flex items-start gap-3">
              <PinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <address className="not-italic">{formatAddress(firm.address)}</address>
            </li>
            {firm.officeHours && (
              <li className="flex items-start gap-3" data-testid="office-hours">
                <span className="sr-only">{words.officeHours} </span>
                <ClockIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                {firm.officeHours}
              </li>
            )}
          </ul>
          <LazyWhatsAppButton service={words.whatsappService} className="mt-6 w-full" />
        </section>
        <section id={CONTACT_FORM_ANCHOR} aria-labelledby="contact-form-title" className="scroll-mt-24 card p-6 md:col-span-3">
          <h2 id="contact-form-title" className="mb-4 text-lg font-bold">
            {words.formTitle}
          </h2>
          {topic && (
            <p className="mb-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800" data-testid="enquiry-about">
              <span className="font-semibold">{words.askingAbout}</span> {topic}
            </p>
          )}
          {/* key: a new result (or the success redirect) resets the form to what the server sent back. */}
          <ContactForm
            key={sent + JSON.stringify(result ?? {})}
            source="contact-page"
            about={about}
            token={result?.token ?? token}
            hidden={result?.hidden ?? hidden}
            initial={result?.values}
            initialErrors={result?.errors}
            notice={result?.notice}
            sentReference={sent || undefined}
            sentCallback={sentCallback || undefined}
            slots={slots}
            privacy={privacy}
          />
        </section>
      </div>
    </Page>
  );
}
