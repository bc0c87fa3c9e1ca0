// Business constants and limits of docs/product.md#constants-and-limits, each defined once.

export const CAROUSEL_MAX_POSTS = 4;
export const CAROUSEL_AUTOPLAY_MS = 15_000;
export const CAROUSEL_TRANSITION_S = 0.6;
export const CAROUSEL_CARD_WIDTH_PX = 400;
export const CAROUSEL_CARD_WIDTH_MOBILE_PX = 340;
export const CAROUSEL_GAP_PX = 24;
export const CAROUSEL_CARD_HEIGHT_PX = 420;
export const CAROUSEL_VISIBLE_DESKTOP = 3;
export const CAROUSEL_VISIBLE_MOBILE = 1;
export const MOBILE_BREAKPOINT_PX = 640;

export const PHONE_PATTERN = "[0-9]{10}";
export const PHONE_REGEX = /^[0-9]{10}$/;
/** Paths that use the two-column layout with the sidebar. */
export const SIDEBAR_PATH_PREFIXES = ["/blog", "/category", "/tag"] as const;

export const BLOG_PAGE_SIZE = 12;
export const RELATED_ARTICLES = 2;
export const ACTIVE_TAB_THRESHOLD_PX = 130;
export const CITY_LINK_COUNT = 12;
export const HOME_BUSINESSES_REGISTERED = "3500+";
export const PRIVACY_MIN_AGE = 18;

export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_UPLOAD_TYPES = ["image/png", "image/jpeg", "image/webp", "image/avif"] as const;

/** How long a post's preview link works; how many revisions a post keeps; autosave interval. */
export const PREVIEW_LINK_DAYS = 7;
export const REVISIONS_PER_POST = 50;
/** The editor's working copy goes to the server this often while it has unsaved changes. */
export const AUTOSAVE_INTERVAL_MS = 10_000;
/** An open editor says it is still there this often ("{name} is editing this post"). */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/** The SEO panel's limits, as a phone's search result shows a title and a description. */
export const SNIPPET_TITLE_LIMIT = 60;
export const SNIPPET_DESCRIPTION_LIMIT = 160;
/** Reading speed behind "6 min read". */
export const WORDS_PER_MINUTE = 200;

/** How often the admin area refreshes the new-enquiry count and the mail warning (also on focus). */
export const ADMIN_ALERTS_POLL_MS = 60_000;

export const STATUSES = ["draft", "published", "archived"] as const;
export type Status = (typeof STATUSES)[number];
export const DEFAULT_STATUS: Status = "draft";

export const EDITOR_UNDO_DEPTH = 100;
export const EDITOR_UNDO_DELAY_MS = 500;
export const EDITOR_MIN_HEIGHT_PX = 400;
export const LINE_SPACINGS = ["1.0", "1.2", "1.5", "1.8", "2.0"] as const;
export const DEFAULT_LINE_SPACING = "1.5";
export const ALIGNMENTS = ["left", "center", "right", "justify"] as const;
export const LINK_SCHEMES = ["http", "https", "ftp", "ftps", "mailto", "tel", "callto", "sms", "cid", "xmpp"] as const;

// From the terms text.
export const NAME_OPTIONS_PER_APPLICATION = 4;
export const AUDITOR_APPOINTMENT_DAYS = 30;
export const DSC_TOKENS_PER_INCORPORATION = 2;
export const TRADEMARK_CLASSES_COVERED = 1;
export const MIN_PAID_UP_CAPITAL_RS = 2;

/** Featured blogs when none are flagged: this many newest published posts. */
export const FEATURED_FALLBACK_COUNT = 5;
export const RSS_ITEM_COUNT = 20;
export const DESCRIPTION_LENGTH = 160;

// What search results show of titles and descriptions.
export const TITLE_MAX_LENGTH = 60;
export const META_DESCRIPTION_MIN_LENGTH = 70;
export const META_DESCRIPTION_MAX_LENGTH = 160;
/** Share images (og:image): the size link previews expect, and WhatsApp's upper limit on bytes. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
export const SHARE_IMAGE_MAX_BYTES = 300 * 1024;
// Enquiry inbox paging (GET /api/enquiries?page=&limit=).
export const ENQUIRY_PAGE_SIZE = 50;
export const ENQUIRY_PAGE_MAX = 200;
