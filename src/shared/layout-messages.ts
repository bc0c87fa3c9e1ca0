// The public layout's own messages (the sidebar, the 404 and error pages) and those of the featured-posts block
// that most marketing pages show, part of `messages` (messages.ts). A module of its own so that every page's
// first-load JavaScript (the layout's chunk) carries only these, not the contact form's, blog's and empty states'.
// The frame's texts are Paraglide messages (messages/*.json, both languages); these are their English words.
import { m } from "./i18n";

const en = { locale: "en" } as const;

export const layoutMessages = {
  quickLinksFailed: m.frame_quick_links_failed({}, en),
  featuredEmpty: "No featured blogs available.",
  // Error pages
  pageNotFoundTitle: m.frame_not_found_title({}, en),
  errorPageTitle: m.frame_error_title({}, en),
  // The blog search box (also on the 404 page).
  searchLabel: m.frame_search_label({}, en),
  searchButton: m.frame_search_button({}, en),
  // The phone bar's WhatsApp message, naming the page the visitor is on.
  whatsAppAboutPage: (pageUrl: string) => m.frame_whatsapp_about_page({ url: pageUrl }, en),
} as const;
