// Builds every service over one storage. API routers and route loaders both use these. Each service gets the
// repositories and helpers it uses; the process's one Logger goes to every service that logs, and is kept as
// `services.log` for the app and the jobs. Every committed write is announced on the storage's change feed:
// the activity log, staff alerts and autosave clean-up listen here, the page cache and the CDN purger in app.ts.
import type { Config } from "../config";
import type { Logger } from "../log";
import type { Storage } from "../storage";
import { analyticsReports } from "../storage/reports";
import { apiMessages } from "../../shared/api-messages";
import { receivesAlerts } from "../../shared/schemas/push";
import { createAlertService } from "./alerts";
import { createAnalyticsService } from "./analytics";
import { createArticleService } from "./articles";
import { createBackupService } from "./backups";
import { createOffsiteCopies } from "./offsite";
import { createRestoreService } from "./restore";
import { createBlogService } from "./blogs";
import { createBlogSearch } from "./blog-search";
import { createOfferService } from "./offers";
import { createPackageService } from "./packages";
import { createEnquiryServices } from "./enquiries";
import { createMailer } from "./mailer";
import { createMailSettingsService } from "./mail-settings";
import { createPreviewService } from "./previews";
import { createAutosaveService, subscribeAutosaveCleanup } from "./autosaves";
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
import { createSessionService } from "./sessions";
import { createTwoStepService } from "./two-step";
import { createTestimonialService } from "./testimonials";
import { createPageService, subscribePageAutosaveCleanup } from "./pages";
import { createAuthorService } from "./authors";
import { createTeamService } from "./team";
import { createActivityService, subscribeActivity } from "./activity";
import { changeEvents } from "./events";
import { createPasswordHasher, TEST_SCRYPT_LOG_N } from "../auth/passwords";
import { createLoginThrottle, throttleStore } from "./login-throttle";
import { createPasswordResetService } from "./password-reset";
import { createInvitationService } from "./invitations";
import { createStaffMailer } from "./staff-mail";
import { createCalculatorService } from "./calculators";
import { createComplianceCalendarService } from "./compliance-calendar";
import { createReminderMailer } from "./reminder-mail";
import { createReminderService } from "./reminders";
import { createPushService, subscribeEnquiryAlerts, type HostLookup } from "./push";
import { createReplyTemplateService } from "./reply-templates";
import { createInvoiceService, firmStateOf } from "./invoices";
import { createOrderMailer } from "./order-mail";
import { createOrderService, subscribeOrderAlerts } from "./orders";
import { createPaymentService, razorpayGateway } from "./payments";
import { createCaseMailer } from "./case-mail";
import { createCaseFiles } from "./case-files";
import { createCaseService } from "./cases";
import { createClientService } from "./clients";
import { createVirusScanner, loadDocumentsKey } from "./document-files";

/** `now` is the clock of scheduling, expiry, tokens and rate windows: tests pass their own to move time instead of waiting. */
export type ServiceOptions = {
  now?: () => number;
  /** How push endpoints' host names are resolved (tests answer their own: no test asks a real DNS server). */
  lookup?: HostLookup;
};

export function createServices(storage: Storage, config: Config, secret: string, log: Logger, { now = Date.now, lookup }: ServiceOptions = {}) {
  const events = changeEvents(storage.changes);
  const activity = createActivityService(storage.activity, { log, now });
  const revisions = createRevisionService(storage);
  const blogs = createBlogService(storage, revisions, now);
  const news = createArticleService(storage.news, apiMessages.newsNotFound, { now });
  const resources = createArticleService(storage.resources, apiMessages.resourceNotFound, { now });
  const categories = createTaxonomyService(storage, blogs, "category");
  const tags = createTaxonomyService(storage, blogs, "tag");
  const sessions = createSessionService(storage, { now });
  const users = createUserService(storage, {
    activity,
    sessions,
    now,
    hasher: createPasswordHasher(config.env === "test" ? { logN: TEST_SCRYPT_LOG_N } : {}),
    throttle: createLoginThrottle({ now, store: throttleStore(storage) }),
  });
  const settings = createSettingsService(storage, { now });
  // SMTP_URL, else the admin's Mail settings: every mailer sends through this one transport, which follows a save.
  const mailSettings = createMailSettingsService(storage, { config, firm: () => settings.firm(), log });
  const mail = mailSettings.transport;
  const authors = createAuthorService(storage);
  // Staff's own e-mails: invitations, password links and "your password was changed".
  const staffMail = createStaffMailer(config, () => settings.firm().name, mail);
  const uploads = createUploadService(config.uploadsDir, log);
  const push = createPushService(storage, {
    allowHttp: config.pushAllowHttp,
    subject: () => `mailto:${settings.firm().email}`,
    mayReceive: (userId) => receivesAlerts(users.findById(userId)?.role),
    log,
    lookup,
  });
  const enquiries = createEnquiryServices(storage, {
    mailer: createMailer(config, () => settings.firm(), mail),
    callbacks: () => settings.firm().callbacks,
    secret,
    minFillMs: config.enquiryMinFillMs,
    rateLimit: { limit: config.enquiryRateLimit, windowMs: config.enquiryRateWindowMs },
    ack: config.enquiryAck,
    siteHost: hostOf(config.siteUrl),
    log,
    now,
  });
  const analytics = createAnalyticsService(storage, { reports: analyticsReports(storage), log, now });
  const packages = createPackageService(storage);
  // The compliance calendar, its e-mail reminders (rate-limited like the enquiry form) and the calculators.
  const complianceCalendar = createComplianceCalendarService(storage, { now });
  const reminders = createReminderService(storage, {
    mailer: createReminderMailer(config, mail),
    calendar: complianceCalendar,
    secret,
    siteUrl: config.siteUrl,
    firmName: () => settings.firm().name,
    rateLimit: { limit: config.enquiryRateLimit, windowMs: config.enquiryRateWindowMs },
    log,
    now,
  });
  // Before the orders service: an order charges the state's government fee and stamp duty from its table.
  const calculators = createCalculatorService(storage, packages, () => firmStateOf(settings.firm()));
  const autosaves = createAutosaveService(storage);
  // The pages the firm edits: their text names the firm's details and the packages through placeholders.
  const pages = createPageService(storage, { firm: () => settings.firm(), secret, siteUrl: config.siteUrl, now });
  // Clients and their cases: a paid order opens one (in the paying transaction); documents encrypted at rest.
  const caseMail = createCaseMailer(config, () => settings.firm().name, log, mail);
  const clients = createClientService(storage, { mailer: caseMail, siteUrl: config.siteUrl, log, now });
  const cases = createCaseService(storage, {
    clients,
    activity,
    files: createCaseFiles(config.dataDir, documentsKey(config)),
    mail: caseMail,
    scanner: config.clamd ? createVirusScanner(config.clamd) : null,
    push,
    packageOf: (slug) => storage.packages.find({ where: { slug }, limit: 1 })[0],
    retention: () => settings.firm().retention,
    // The orders service is made below; the link is asked for only once requests come.
    orderLink: (o) => orders.linkOf(o),
    siteUrl: config.siteUrl,
    log,
    now,
  });
  // Orders, priced here; paid by Razorpay (when its keys are set) or by UPI and bank transfer that staff confirm.
  const invoices = createInvoiceService(storage, { firm: () => settings.firm(), now });
  const orders = createOrderService(storage, {
    firm: () => settings.firm(),
    packages,
    invoices,
    mail: createOrderMailer(config, () => settings.firm().name, log, mail),
    gateway: config.razorpay ? razorpayGateway(config.razorpay) : undefined,
    cases,
    statutoryFees: (slug) => calculators.statutoryFees(slug),
    secret,
    siteUrl: config.siteUrl,
    rateLimit: { limit: config.enquiryRateLimit, windowMs: config.enquiryRateWindowMs },
    log,
    now,
  });
  const payments = createPaymentService(storage, { razorpay: config.razorpay, orders, log, now });
  // Backups, their off-site copies (BACKUP_S3_URL; short waits between tries in tests) and the restore from the admin.
  const offsite = config.offsite ? createOffsiteCopies(config.offsite, config.env === "test" ? { backoffMs: [10, 20] } : {}) : null;
  const backups = createBackupService(storage, config, activity, { log, offsite });
  const restore = createRestoreService(storage, config, { backups, users, log, now });

  // What every committed write sets off (the page cache and the CDN purge listen in app.ts).
  subscribeActivity(events, activity);
  subscribeEnquiryAlerts(events, push);
  subscribeOrderAlerts(events, orders, push);
  subscribeAutosaveCleanup(events, autosaves, (email) => users.findByEmail(email)?.id);
  subscribePageAutosaveCleanup(events, pages, (email) => users.findByEmail(email)?.id);

  return {
    config,
    log,
    storage,
    /** Every committed write, as typed events (services/events.ts). */
    events,
    /** The services' clock (Date.now outside tests), for the jobs' ticks. */
    now,
    /** The nightly job's upkeep: retention of the growing tables, then the freed pages back to the disk. */
    maintenance: {
      async run(): Promise<{ activity: number; pageViews: number; sessions: number; documents: number; enquiries: number }> {
        const before = storage.activity.count();
        await activity.prune();
        const pageViews = analytics.prune();
        // Sessions that ended (idle or past their end) whose user has not signed in since.
        const ended = sessions.prune() + clients.prune();
        // Clients' documents a set time after their case closed, and enquiries that never became clients.
        const retained = await cases.retain();
        // The freed pages back to the disk, and the full page check of a large database, which start-up skips
        // (storage/db.ts FULL_CHECK_MAX_BYTES).
        const problems = storage.upkeep();
        if (problems.length) log.error(`[storage] ${storage.file} fails PRAGMA quick_check: ${problems.slice(0, 3).join("; ")}. Restore the newest backup (npm run restore).`);
        return { activity: before - storage.activity.count(), pageViews, sessions: ended, documents: retained.cases, enquiries: retained.enquiries };
      },
    },
    blogs,
    categories,
    tags,
    blogSearch: createBlogSearch(storage, blogs),
    shareImages: createShareImages(config.uploadsDir, () => settings.firm()),
    revisions,
    previews: createPreviewService(blogs, { secret, siteUrl: config.siteUrl, storage, now }),
    autosaves,
    presence: createPresenceService(now),
    sitemap: createSitemapService(blogs, { news, resources }, authors, pages),
    backups,
    restore,
    sidebarLinks: createSidebarLinkService(storage),
    offers: createOfferService(storage, { now }),
    packages,
    complianceCalendar,
    reminders,
    calculators,
    testimonials: createTestimonialService(storage),
    pages,
    authors,
    team: createTeamService(storage),
    settings,
    mailSettings,
    news,
    resources,
    uploads,
    media: createMediaService(storage, config.uploadsDir, log, uploads),
    trash: createTrashService(storage, { revisions, now }),
    users,
    sessions,
    twoStep: createTwoStepService(storage, { now, issuer: () => settings.firm().name }),
    activity,
    passwordResets: createPasswordResetService(storage, { users, mailer: staffMail, siteUrl: config.siteUrl, log, now }),
    invitations: createInvitationService(storage, {
      users,
      sessions,
      mailer: staffMail,
      siteUrl: config.siteUrl,
      twoStepRequired: (user) => user.role === "admin" && settings.firm().requireTwoStepForAdmins,
      log,
      now,
    }),
    enquiryIntake: enquiries.intake,
    enquiryInbox: enquiries.inbox,
    enquiryDelivery: enquiries.delivery,
    push,
    replyTemplates: createReplyTemplateService(storage),
    invoices,
    orders,
    payments,
    clients,
    cases,
    alerts: createAlertService({ inbox: enquiries.inbox, delivery: enquiries.delivery }),
    analytics,
  };
}

/**
 * The documents' key, loaded (or generated into DATA_DIR) at the first document; a DOCUMENTS_KEY of the wrong
 * shape stops start-up at once, naming it.
 */
function documentsKey(config: Config): () => Buffer {
  let key = config.documentsKey ? loadDocumentsKey(config.dataDir, config.documentsKey) : undefined;
  return () => (key ??= loadDocumentsKey(config.dataDir));
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return "";
  }
}

export type Services = ReturnType<typeof createServices>;
