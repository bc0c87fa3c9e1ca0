// Builds every service over one storage. API routers and route loaders both use these. The process's one
// Logger is handed to every service that logs, and kept as `services.log` for the app and the jobs.
// Every write a service makes is announced on `events` (services/events.ts): the activity log subscribes
// here, the page cache and the CDN purger in app.ts.
import type { Config } from "../config";
import type { Logger } from "../log";
import type { Storage } from "../storage";
import { apiMessages } from "../../shared/api-messages";
import { createAlertService } from "./alerts";
import { createAnalyticsService } from "./analytics";
import { createArticleService } from "./articles";
import { createBackupService } from "./backups";
import { createBlogService } from "./blogs";
import { createBlogSearch } from "./blog-search";
import { createOfferService } from "./offers";
import { createPackageService } from "./packages";
import { createEnquiryService } from "./enquiries";
import { createMailer } from "./mailer";
import { createPreviewService } from "./previews";
import { createAutosaveService } from "./autosaves";
import { createPresenceService } from "./presence";
import { createSettingsService } from "./settings";
import { createRevisionService } from "./revisions";
import { createSidebarLinkService } from "./sidebar-links";
import { createShareImages } from "./share-images";
import { createSitemapService } from "./sitemap";
import { createTaxonomyService } from "./taxonomy";
import { createUploadService } from "./uploads";
import { createMediaService } from "./media";
import { createTrashService } from "./trash";
import { createUserService } from "./users";
import { createTestimonialService } from "./testimonials";
import { createAuthorService } from "./authors";
import { createActivityService, subscribeActivity } from "./activity";
import { announcer, createChangeEvents } from "./events";
import { createPasswordHasher, TEST_SCRYPT_LOG_N } from "../auth/passwords";
import { createLoginThrottle } from "./login-throttle";
import { createPasswordResetService } from "./password-reset";
import { createStaffMailer } from "./staff-mail";
import { createCalculatorService } from "./calculators";
import { createComplianceCalendarService } from "./compliance-calendar";
import { createReminderMailer } from "./reminder-mail";
import { createReminderService } from "./reminders";
import { createPushService, type HostLookup } from "./push";
import { createReplyTemplateService } from "./reply-templates";

/** `now` is the clock of scheduling, expiry, tokens and rate windows: tests pass their own to move time instead of waiting. */
export type ServiceOptions = {
  now?: () => number;
  /** How push endpoints' host names are resolved (tests answer their own: no test asks a real DNS server). */
  lookup?: HostLookup;
};

export function createServices(storage: Storage, config: Config, jwtSecret: string, log: Logger, { now = Date.now, lookup }: ServiceOptions = {}) {
  const events = createChangeEvents();
  const activity = createActivityService(storage.activity, { log, now });
  subscribeActivity(events, activity, storage.db);
  const revisions = createRevisionService(storage);
  const blogs = createBlogService(storage, revisions, log, events, now);
  const news = createArticleService(storage.news, apiMessages.newsNotFound, announcer(events, "news"));
  const resources = createArticleService(storage.resources, apiMessages.resourceNotFound, announcer(events, "resource"));
  const categories = createTaxonomyService(storage, blogs, "category", events);
  const tags = createTaxonomyService(storage, blogs, "tag", events);
  const users = createUserService(storage, jwtSecret, {
    events,
    hasher: createPasswordHasher(config.env === "test" ? { logN: TEST_SCRYPT_LOG_N } : {}),
    throttle: createLoginThrottle({
      now,
      store: { load: () => storage.loginAttempts.all(), save: (entries) => storage.loginAttempts.write((items) => void items.splice(0, items.length, ...entries)) },
    }),
  });
  const settings = createSettingsService(storage, events);
  const authors = createAuthorService(storage, events);
  // Alerts on staff devices for each new enquiry (admins, who read the inbox).
  const push = createPushService(storage, {
    allowHttp: config.pushAllowHttp,
    subject: () => `mailto:${settings.firm().email}`,
    mayReceive: (userId) => users.findById(userId)?.role === "admin",
    log,
    lookup,
  });
  const enquiries = createEnquiryService(storage, {
    callbacks: () => settings.firm().callbacks,
    onCreated: (e) => void push.enquiryAlert(e),
    mailer: createMailer(config, () => settings.firm()),
    secret: jwtSecret,
    minFillMs: config.enquiryMinFillMs,
    rateLimit: { limit: config.enquiryRateLimit, windowMs: config.enquiryRateWindowMs },
    ack: config.enquiryAck,
    siteHost: hostOf(config.siteUrl),
    log,
    events,
    now,
  });
  const analytics = createAnalyticsService(storage, { log, now });
  const packages = createPackageService(storage, announcer(events, "package"));
  // The compliance calendar, its e-mail reminders (rate-limited like the enquiry form) and the calculators.
  const complianceCalendar = createComplianceCalendarService(storage, { events, now });
  const reminders = createReminderService(storage, {
    mailer: createReminderMailer(config),
    calendar: complianceCalendar,
    secret: jwtSecret,
    siteUrl: config.siteUrl,
    firmName: () => settings.firm().name,
    rateLimit: { limit: config.enquiryRateLimit, windowMs: config.enquiryRateWindowMs },
    log,
    now,
  });
  return {
    config,
    log,
    storage,
    /** Every service's writes, announced (services/events.ts). */
    events,
    /** The services' clock (Date.now outside tests), for the jobs' ticks. */
    now,
    /** The nightly job's upkeep: retention of the growing tables, then the freed pages back to the disk. */
    maintenance: {
      async run(): Promise<{ activity: number; pageViews: number }> {
        const before = storage.activity.size;
        await activity.prune();
        const pageViews = analytics.prune();
        storage.db.incrementalVacuum();
        // The full page check of a large database, which start-up skips (storage/db.ts FULL_CHECK_MAX_BYTES).
        const problems = storage.db.quickCheck();
        if (problems.length) log.error(`[storage] ${storage.file} fails PRAGMA quick_check: ${problems.slice(0, 3).join("; ")}. Restore the newest backup (npm run restore).`);
        return { activity: before - storage.activity.size, pageViews };
      },
    },
    blogs,
    categories,
    tags,
    blogSearch: createBlogSearch(storage, blogs),
    shareImages: createShareImages(config.uploadsDir, () => settings.firm()),
    revisions,
    previews: createPreviewService(blogs, { secret: jwtSecret, siteUrl: config.siteUrl, storage, now }),
    autosaves: createAutosaveService(storage),
    presence: createPresenceService(now),
    sitemap: createSitemapService(blogs, { news, resources }, authors),
    backups: createBackupService(storage, config, events),
    sidebarLinks: createSidebarLinkService(storage, events),
    offers: createOfferService(storage, { announce: announcer(events, "offer"), now }),
    packages,
    complianceCalendar,
    reminders,
    calculators: createCalculatorService(storage, packages, events),
    testimonials: createTestimonialService(storage, announcer(events, "testimonial")),
    authors,
    settings,
    news,
    resources,
    uploads: createUploadService(config.uploadsDir, log),
    media: createMediaService(storage, config.uploadsDir, log),
    trash: createTrashService(storage, { revisions, log, events, now }),
    users,
    activity,
    passwordResets: createPasswordResetService({
      storage,
      users,
      mailer: createStaffMailer(config, () => settings.firm().name),
      siteUrl: config.siteUrl,
      log,
      events,
      now,
    }),
    enquiries,
    push,
    replyTemplates: createReplyTemplateService(storage),
    alerts: createAlertService(enquiries),
    analytics,
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return "";
  }
}

export type Services = ReturnType<typeof createServices>;
