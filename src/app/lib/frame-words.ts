// The words of the frame that every page's first JavaScript would otherwise carry (the header, the skip link, the
// contact pop-up's title, the error pages' titles, the blog's search box, the response promise, the contact form's
// labels and messages), in the page's language. The site layout's loader sends them as
// data (it runs on the server; this module stays out of the browser's code), like the menus and the firm's details:
// a page's first-load budget (docs/architecture.md#performance-budgets) has no room for both languages' texts.
import { m } from "../../shared/i18n";
import { promiseWithin } from "../../shared/contact-messages";
import { LANGUAGE_NAME, LOCALES, pathInLocale, type Locale } from "../../shared/locale";

/** `promiseHours`: the firm's response promise (its details' responsePromiseHours). */
export function frameWords(locale: Locale, promiseHours: number) {
  const t = { locale };
  return {
    /** The header's own links in the page's language (each has a Hindi version: the home page, the blog, /services). */
    paths: { home: pathInLocale("/", locale), blog: pathInLocale("/blog", locale), services: pathInLocale("/services", locale) },
    skipToContent: m.frame_skip_to_content({}, t),
    navMain: m.frame_nav_main({}, t),
    navMobile: m.frame_nav_mobile({}, t),
    home: m.frame_nav_home({}, t),
    services: m.frame_nav_services({}, t),
    blog: m.frame_nav_blog({}, t),
    allServices: m.frame_all_services({}, t),
    /** "Call {phone}", the phone filled in by the header. */
    callNumber: m.frame_call_number({ phone: "{phone}" }, t),
    contactUs: m.frame_contact_us({}, t),
    menu: m.frame_menu({}, t),
    notFoundTitle: m.frame_not_found_title({}, t),
    errorTitle: m.frame_error_title({}, t),
    errorText: m.frame_error_text({}, t),
    goHome: m.frame_go_home({}, t),
    searchLabel: m.frame_search_label({}, t),
    searchButton: m.frame_search_button({}, t),
    /** The firm's response promise: "2 working hours". */
    within: promiseWithin(promiseHours, locale),
    contact: contactWords(locale),
    /** The language switch's label, in each language it may lead to. */
    switchTo: Object.fromEntries(LOCALES.map((l) => [l, String(m.language_switch_label({ language: LANGUAGE_NAME[l] }, { locale: l }))])) as Record<Locale, string>,
  };
}
export type FrameWords = ReturnType<typeof frameWords>;

/** The contact form's words (components/contact-form.tsx): on the contact page and in the contact pop-up of every page. */
function contactWords(locale: Locale) {
  const t = { locale };
  const en = { locale: "en" } as const;
  return {
    name: m.contact_label_name({}, t),
    email: m.contact_label_email({}, t),
    phone: m.contact_label_phone({}, t),
    message: m.contact_label_message({}, t),
    shortMessage: m.contact_label_short_message({}, t),
    service: m.contact_label_service({}, t),
    chooseService: m.contact_choose_service({}, t),
    city: m.contact_label_city({}, t),
    phoneHint: m.contact_phone_hint({}, t),
    honeypot: m.contact_honeypot({}, t),
    submit: m.contact_submit({}, t),
    submitting: m.contact_submitting({}, t),
    specialChars: m.contact_special_chars({}, t),
    fixFields: m.contact_fix_fields({}, t),
    failed: m.contact_failed({}, t),
    /** A field's problem (shared/enquiry-rules.ts contactFieldProblems) in words. */
    problems: {
      contactFieldRequired: m.contact_field_required({}, t),
      contactInvalidEmail: m.contact_invalid_email({}, t),
      contactInvalidPhone: m.contact_invalid_phone({}, t),
    },
    /**
     * The enquiry API's known refusals (its English words) in the page's language. None on an English page, which
     * shows the API's own words (as shared/contact-messages.ts contactRefusalIn does).
     */
    refusals:
      locale === "en"
        ? {}
        : Object.fromEntries(
            [m.contact_too_many, m.contact_spam, m.contact_too_fast, m.contact_form_expired, m.contact_token_used].map((said) => [said({}, en), said({}, t)] as const),
          ),
  };
}
export type ContactWords = ReturnType<typeof contactWords>;
