// Opens storage, builds services, seeds the firm's records and demo content through them, and makes sure an admin exists.
import fs from "node:fs/promises";
import type { Config } from "./config";
import { loadSigningSecret } from "./auth/secret";
import { createServices, type ServiceOptions, type Services } from "./services";
import { openStorage } from "./storage";
import { removeStaleTempFiles } from "./storage/json-file";
import { seedDemoContent } from "./storage/seed";
import { seedFirmRecords } from "./storage/firm-seed";
import { seedToolRecords } from "./storage/tools-seed";
import { backfillVariants } from "./services/images";
import type { Logger } from "./log";

/** The admin this start created with a generated password: shown once, boxed, after the "Serving" line (lifecycle.ts). */
export type FirstAdmin = { email: string; password: string };

export async function boot(config: Config, log: Logger, opts: { onFirstAdmin?: (admin: FirstAdmin) => void } & ServiceOptions = {}): Promise<Services> {
  await fs.mkdir(config.uploadsDir, { recursive: true });
  // Temporary files of writes that a crash or a full disk interrupted (the caller holds DATA_DIR's lock).
  const stale = [...(await removeStaleTempFiles(config.dataDir)), ...(await removeStaleTempFiles(config.uploadsDir))];
  if (stale.length > 0) log.warn(`Removed ${stale.length} stale temporary file(s): ${stale.join(", ")}`);
  const storage = await openStorage(config.dataDir, { log });
  const secret = await loadSigningSecret(config.dataDir, config.signingSecret);
  const services = createServices(storage, config, secret, log, { now: opts.now, lookup: opts.lookup });
  // What a restore interrupted by a crash left (its extraction and staged folders; its safety backup stays).
  await services.restore.removeLeftovers().catch((err: Error) => log.warn(`Could not remove what an interrupted restore left: ${err.message}`));
  // The firm's first records, through their services, into tables this start created.
  // Each seeding is one transaction (one commit instead of one per record); nothing else runs yet.
  // Seeds are not changes anyone made: they are not announced (no activity entries, nothing cached yet).
  await services.events.quietly(() => storage.batch(() => seedFirmRecords(services, storage.created.has("packages"), storage.created.has("pages"))));
  // The tools' tables (due dates, GST rates, incorporation fees), seeded once into tables this start created.
  const fresh = (name: string) => storage.created.has(name);
  await services.events.quietly(() =>
    storage.batch(() => seedToolRecords(storage, { complianceDates: fresh("compliance_dates"), gstRates: fresh("gst_rates"), incorporationFees: fresh("incorporation_fees") })),
  );
  // Demo content goes in through the services, like staff input (docs/decisions/014-seed-content-as-files.md).
  if (config.demoContent && (await services.events.quietly(() => storage.batch(() => seedDemoContent(services, config.uploadsDir)))))
    log.info(`Seeded demo content into ${config.dataDir}`);
  // Responsive-image variants for uploads that lack them (demo images, older uploads): pages link to
  // them in srcset, so they exist before the first request (a quick check when they already do).
  await backfillVariants(config.uploadsDir).catch((err: Error) => log.warn(`Could not make image variants: ${err.message}`));
  // Uploads without a record in the media library (older uploads, demo images) get one.
  await services.media.discover().catch((err: Error) => log.warn(`Could not record uploads in the media library: ${err.message}`));
  // The blog search index is a table of the database, kept by every post write: nothing to build.
  const mailer = services.enquiryDelivery.mailStatus;
  const route = services.mailSettings.route();
  if (mailer.enabled && route.on)
    log.info(`Enquiry e-mails go to ${route.enquiriesTo} (mail server from ${route.source === "environment" ? "SMTP_URL" : "the admin's Mail settings"})`);
  else log.info(`Mail is off (${mailer.offReason}): enquiries are stored and listed in the admin area only`);
  const admin = await services.events.quietly(() => services.users.ensureAdmin(config.adminEmail, config.adminPassword));
  if (admin?.generatedPassword) {
    log.warn(`Created the first admin ${admin.email} with password: ${admin.generatedPassword}  (shown once; change it after logging in)`);
    opts.onFirstAdmin?.({ email: admin.email, password: admin.generatedPassword });
  } else if (admin) {
    log.info(`Created the first admin ${admin.email} from ADMIN_EMAIL`);
  }
  return services;
}
