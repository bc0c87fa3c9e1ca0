// The enquiry form of the contact modal, the /contact-us page and the home 'Get started now' dialog
// (docs/product.md#states-and-transitions, #validation-rules, #messages). Without JavaScript it is a plain POST to /contact-us that the server answers with a
// page; once hydrated it validates in the browser and sends JSON to /api/send-message.
// Every field's problem at once, next to the field; success replaces the form with what happens next.
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { formTokenMessages } from "../../shared/form-token-messages";
import { useLocale } from "../lib/locale";
import { useFrameWords } from "../lib/site-data";
import { pathInLocale } from "../../shared/locale";
import { ENQUIRY_LIMITS, FORM_TOKEN_FIELD, HONEYPOT_FIELD, contactFieldProblems, stripSpecialChars } from "../../shared/enquiry-rules";
import { PHONE_INPUT_MAX_LENGTH, PHONE_INPUT_PATTERN } from "../../shared/phone";
import { fetchFormToken, sendEnquiry, visitContext } from "../lib/enquiry";
import type { EnquiryAbout } from "../lib/enquiry-about";
import { LazyEnquirySent } from "./lazy-enquiry-sent";
import { LazyCallbackChoice } from "./lazy-callback-choice";
import type { SlotChoice } from "../../shared/callbacks";
import type { PrivacyLine } from "../../shared/privacy";
// Loaded after hydration only (it is not part of the page's first JavaScript).
const CallMeAt = lazy(() => import("./call-me-at").then((m) => ({ default: m.CallMeAt })));

export type ContactValues = { name: string; email: string; phone: string; message: string; service: string; city: string };
export type ContactNotice = { kind: "success" | "error"; text: string };
/** Each field's problem, as shown next to it. */
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;
type Field = keyof ContactValues;

const EMPTY: ContactValues = { name: "", email: "", phone: "", message: "", service: "", city: "" };

/** The id anchor of the contact page's form: a no-JavaScript submission lands there. */
export const CONTACT_FORM_ANCHOR = "enquiry";

type Props = {
  /** Which form sent the enquiry: contact-modal, contact-page, home-dialog. */
  source: string;
  /** "enquiry" adds the service wanted (a list of the services) and the city. */
  variant?: "contact" | "enquiry";
  /** The services the enquiry variant offers (the page's loader supplies them, so they are not in this code). */
  services?: string[];
  /** What the enquiry is about (the button that opened it), sent along as hidden fields. */
  about?: EnquiryAbout;
  /** The token of the no-JavaScript form (the contact page renders it per request and is never cached).
   * Once hydrated, the form fetches its own token at the first interaction, so the fill time counts from then. */
  token?: string;
  /** Values, field problems and message after a form POST without JavaScript. */
  initial?: Partial<ContactValues>;
  initialErrors?: ContactErrors;
  notice?: ContactNotice | null;
  /** The reference of an enquiry the page already stored (the no-JavaScript form's success). */
  sentReference?: string;
  /** The call-back that enquiry booked, in words ("Fri, 27 Nov at 2:00 pm"), named in the confirmation. */
  sentCallback?: string;
  /** The next free call-back slots, from the page's loader: the choice is rendered by the server (no JavaScript needed). */
  slots?: SlotChoice[];
  /** Extra hidden fields for the POST without JavaScript (page, referrer, UTM parameters). */
  hidden?: Record<string, string>;
  /** Give the name field the first focus when the form opens in a dialog. */
  autoFocus?: boolean;
  /** The privacy notice's line by the button (shared/privacy.ts), passed in so this code does not carry its text. */
  privacy: PrivacyLine;
};

export function ContactForm({
  source,
  variant = "contact",
  services = [],
  about = {},
  token: givenToken,
  initial,
  initialErrors = {},
  notice: initialNotice = null,
  sentReference,
  sentCallback,
  slots: serverSlots,
  hidden = {},
  autoFocus,
  privacy,
}: Props) {
  const id = useId();
  const locale = useLocale();
  // The form's words in the page's language come from the layout's loader (lib/frame-words.ts contactWords): the
  // contact page's first JavaScript has no room for the message functions of both languages.
  const words = useFrameWords().contact;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactValues>({ ...EMPTY, ...initial });
  const [notice, setNotice] = useState<ContactNotice | null>(initialNotice?.kind === "error" ? initialNotice : null);
  const [errors, setErrors] = useState<ContactErrors>(initialErrors);
  // Shown under the message once the form has removed characters that were typed or pasted, until the form
  // starts again: a note that vanished at the next ordinary keystroke was never seen.
  const [removed, setRemoved] = useState(false);
  const [sent, setSent] = useState<string | null>(sentReference ?? null);
  const [booked, setBooked] = useState<string | undefined>(sentCallback);
  const [busy, setBusy] = useState(false);
  // The "Call me at" choice starts again (fresh free slots) after a booking or a taken slot.
  const [slotsRound, setSlotsRound] = useState(0);
  // The token request, started at the first focus or input (GET /api/send-message/token); used once.
  const tokenRequest = useRef<Promise<string | null> | null>(null);
  const startTokenRequest = () =>
    (tokenRequest.current ??= fetchFormToken().then((t) => {
      // A failed request is tried again at the next interaction or submit.
      if (!t) tokenRequest.current = null;
      return t;
    }));
  // Until hydration the browser's own checks (required, pattern, type=email) guard the plain POST;
  // afterwards this component shows the messages of docs/product.md#messages instead.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const required: Field[] = variant === "enquiry" ? ["name", "phone", "email", "service", "city", "message"] : ["name", "email", "phone", "message"];

  const set = (field: Field, value: string) => {
    if (field === "message") {
      const cleaned = stripSpecialChars(value);
      if (cleaned !== value) setRemoved(true);
      value = cleaned;
    }
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
    setValues((v) => ({ ...v, [field]: value }));
  };

  /** Shows every problem next to its field and moves focus to the first of them (in the form's order). */
  const showErrors = (found: ContactErrors) => {
    setErrors(found);
    const first = [...(formRef.current?.querySelectorAll<HTMLElement>("[data-field]") ?? [])].find((el) => found[el.dataset.field as Field]);
    first?.focus();
  };

  // One function for the confirmation's lifetime: new props would make its server markup stale (near-viewport.tsx).
  const startAgain = useCallback(() => {
    setBooked(undefined);
    setValues(EMPTY);
    setSent(null);
    setRemoved(false);
  }, []);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const problems = contactFieldProblems(values, required);
    if (Object.keys(problems).length > 0) {
      setNotice(null);
      return showErrors(Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, words.problems[p]])));
    }

    setBusy(true);
    setNotice(null);
    setErrors({});
    const form = new FormData(e.currentTarget);
    // The chosen call-back as its option reads, for the confirmation.
    const choice = e.currentTarget.querySelector<HTMLSelectElement>('select[name="callbackAt"]');
    const chosen = choice?.value ? (choice.selectedOptions[0]?.textContent ?? undefined) : undefined;
    const outcome = await sendEnquiry({
      ...values,
      service: variant === "enquiry" ? values.service : (about.service ?? ""),
      city: variant === "enquiry" ? values.city : (about.city ?? ""),
      offer: about.offer ?? "",
      source,
      ...(await visitContext()),
      [HONEYPOT_FIELD]: form.get(HONEYPOT_FIELD) ?? "",
      [FORM_TOKEN_FIELD]: (await startTokenRequest()) || givenToken || "",
      ...(form.get("callbackAt") ? { callbackAt: form.get("callbackAt") } : {}),
    });
    // A 409 `conflict` here is a call-back slot someone just took (docs/product.md#errors): offer fresh slots.
    if (outcome.ok || outcome.code === "conflict") setSlotsRound((n) => n + 1);
    setBusy(false);
    if (outcome.ok) {
      // A token is accepted once: the next message starts a new one at its first interaction.
      tokenRequest.current = null;
      setBooked(chosen);
      setSent(outcome.id);
    } else {
      // An expired or used token is replaced at the next interaction; a refusal for speed keeps it counting.
      if (outcome.error === formTokenMessages.enquiryFormExpired || outcome.error === formTokenMessages.enquiryTokenUsed) tokenRequest.current = null;
      // The API names a field's problem in English: another language names it by the form's own rule for the field.
      const inLocale = (f: { path: string; message: string }) =>
        locale === "en" ? f.message : words.problems[contactFieldProblems(values, [f.path])[f.path] ?? "contactFieldRequired"];
      const known = Object.fromEntries((outcome.fields ?? []).filter((f) => f.path in EMPTY).map((f) => [f.path, inLocale(f)])) as ContactErrors;
      if (Object.keys(known).length > 0) showErrors(known);
      // Any other refusal as shared/contact-messages.ts contactRefusalIn says it: on an English page as the API said it;
      // elsewhere a known refusal in the page's language, anything else "Submission failed".
      const refusal = (locale === "en" ? outcome.error : outcome.error && (words.refusals as Record<string, string>)[outcome.error]) || words.failed;
      setNotice({ kind: "error", text: Object.keys(known).length > 0 ? words.fixFields : refusal });
    }
  }

  if (sent !== null) return <LazyEnquirySent reference={sent} callback={booked} onAnother={startAgain} />;

  const errorId = (field: Field) => `${id}-${field}-error`;
  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    required: true,
    "data-field": field,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] || (field === "message" && removed) ? errorId(field) : undefined,
    className: "field",
  });
  const label = (field: Field, text: string) => (
    <label className="field-label" htmlFor={`${id}-${field}`}>
      {text}
    </label>
  );
  const problem = (field: Field) => {
    const text = errors[field] ?? (field === "message" && removed ? words.specialChars : undefined);
    return (
      text && (
        <p id={errorId(field)} className="mt-1 text-sm font-medium text-red-700" data-testid={`${field}-error`}>
          {text}
        </p>
      )
    );
  };

  const nameField = (
    <div key="name">
      {label("name", words.name)}
      <input
        {...fieldProps("name")}
        autoComplete="name"
        maxLength={ENQUIRY_LIMITS.name}
        data-autofocus={autoFocus || undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only in the modal dialogs, which move focus to their first field (WAI-ARIA dialog pattern)
        autoFocus={autoFocus}
        onChange={(e) => set("name", e.target.value)}
      />
      {problem("name")}
    </div>
  );
  const emailField = (
    <div key="email">
      {label("email", words.email)}
      <input {...fieldProps("email")} type="email" autoComplete="email" maxLength={ENQUIRY_LIMITS.email} onChange={(e) => set("email", e.target.value)} />
      {problem("email")}
    </div>
  );
  const phoneField = (
    <div key="phone">
      {label("phone", words.phone)}
      <input
        {...fieldProps("phone")}
        type="tel"
        pattern={PHONE_INPUT_PATTERN}
        maxLength={PHONE_INPUT_MAX_LENGTH}
        title={words.phoneHint}
        autoComplete="tel-national"
        onChange={(e) => set("phone", e.target.value)}
      />
      {problem("phone")}
    </div>
  );

  return (
    <form
      ref={formRef}
      method="post"
      action={`${pathInLocale("/contact-us", locale)}#${CONTACT_FORM_ANCHOR}`}
      noValidate={enhanced}
      onSubmit={onSubmit}
      onFocus={() => void startTokenRequest()}
      onInput={() => void startTokenRequest()}
      className="space-y-4"
      aria-busy={busy}
    >
      <input type="hidden" name="source" value={source} />
      {variant === "contact" && about.service && <input type="hidden" name="service" value={about.service} />}
      {variant === "contact" && about.city && <input type="hidden" name="city" value={about.city} />}
      {about.offer && <input type="hidden" name="offer" value={about.offer} />}
      {Object.entries(hidden).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <input type="hidden" name={FORM_TOKEN_FIELD} value={givenToken ?? ""} />
      {/* Honeypot: hidden from people and assistive technology; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{words.honeypot}</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {variant === "enquiry" ? [nameField, phoneField, emailField] : [nameField, emailField, phoneField]}
      {variant === "enquiry" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            {label("service", words.service)}
            <select {...fieldProps("service")} onChange={(e) => set("service", e.target.value)}>
              <option value="">{words.chooseService}</option>
              {services.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            {problem("service")}
          </div>
          <div>
            {label("city", words.city)}
            <input {...fieldProps("city")} autoComplete="address-level2" maxLength={ENQUIRY_LIMITS.city} onChange={(e) => set("city", e.target.value)} />
            {problem("city")}
          </div>
        </div>
      )}
      <div>
        {label("message", variant === "enquiry" ? words.shortMessage : words.message)}
        <textarea
          {...fieldProps("message")}
          className="field min-h-28"
          rows={variant === "enquiry" ? 3 : 5}
          maxLength={ENQUIRY_LIMITS.message}
          onChange={(e) => set("message", e.target.value)}
        />
        {problem("message")}
      </div>

      {/* The server's slots until a booking (or a taken slot) asks for fresh ones, which the API gives once hydrated. */}
      {serverSlots && slotsRound === 0 ? (
        <LazyCallbackChoice choices={serverSlots} />
      ) : (
        enhanced && (
          <Suspense fallback={null}>
            <CallMeAt key={slotsRound} />
          </Suspense>
        )
      )}

      <div id={`${id}-notice`}>
        {notice?.kind === "error" && (
          <p role="alert" className="error-banner">
            {notice.text}
          </p>
        )}
      </div>
      {/* The privacy notice's line (shared/privacy.ts privacyLine). Written out in each form: a shared component
          would be a chunk of its own, which costs each page's first load more than these few lines. */}
      <p className="text-xs text-muted">
        {privacy.text}{" "}
        <a href={privacy.href} className="text-link">
          {privacy.link}
        </a>
      </p>
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? words.submitting : words.submit}
      </button>
    </form>
  );
}
