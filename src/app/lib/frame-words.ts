// The words of the frame that every page's first JavaScript would otherwise carry (the header, the skip link, the
// contact pop-up's title, the error pages' titles), in the page's language. The site layout's loader sends them as
// data (it runs on the server; this module stays out of the browser's code), like the menus and the firm's details:
// a page's first-load budget (docs/architecture.md#performance-budgets) has no room for both languages' texts.
import { m } from "../../shared/i18n";
import { LANGUAGE_NAME, LOCALES, type Locale } from "../../shared/locale";

export function frameWords(locale: Locale) {
  const t = { locale };
  return {
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
    /** The language switch's label, in each language it may lead to. */
    switchTo: Object.fromEntries(LOCALES.map((l) => [l, String(m.language_switch_label({ language: LANGUAGE_NAME[l] }, { locale: l }))])) as Record<Locale, string>,
  };
}
export type FrameWords = ReturnType<typeof frameWords>;
