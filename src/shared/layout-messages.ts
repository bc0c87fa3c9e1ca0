// The public layout's own messages (the sidebar, the 404 and error pages) and those of the featured-posts block
// that most marketing pages show, part of `messages` (messages.ts). A module of its own so that every page's
// first-load JavaScript (the layout's chunk) carries only these, not the contact form's, blog's and empty states'.
// Plain English strings, not Paraglide calls: a page's first-load budget has no room for the Hindi ones here. The
// same texts are messages/en.json's frame_* (the frame in either language); tests/unit/page-versions.test.ts checks
// that they stay the same words.
export const layoutMessages = {
  quickLinksFailed: "Failed to load quick links",
  featuredEmpty: "No featured blogs available.",
  // Error pages
  pageNotFoundTitle: "Page not found",
  errorPageTitle: "Something went wrong",
  // The blog search box (also on the 404 page).
  searchLabel: "Search articles",
  searchButton: "Search",
  // The phone bar's WhatsApp message, naming the page the visitor is on.
  whatsAppAboutPage: (pageUrl: string) => `Hello, I am on your page ${pageUrl} and would like to know more.`,
} as const;
