// The mail server set from the admin (Firm Details, Mail; docs/product.md#mail-settings): one stored record, its
// password sealed with DATA_DIR/secrets.key (services/secrets.ts), used when SMTP_URL is not set. The environment
// wins field by field: SMTP_URL the server, MAIL_FROM the sender, MAIL_TO the address enquiries go to. `route()`
// is what every mailer sends through (the one transport of mailer.ts), so a save takes effect at once, no restart.
import {
  DEFAULT_MAIL_PORT,
  mailSettingsInputSchema,
  mailTestInputSchema,
  type MailSecurity,
  type MailSettings,
  type MailSettingsView,
  type MailTestResult,
} from "../../shared/schemas/mail-settings";
import { mailMessages } from "../../shared/mail-messages";
import type { FirmDetails } from "../../shared/schemas/settings";
import type { Config } from "../config";
import { Invalid, StorageUnavailable, UpstreamRefused } from "../errors";
import type { Logger } from "../log";
import type { Storage } from "../storage";
import { assertNotStale, stamp, type Editor } from "./conflict";
import { SYSTEM, type Actor } from "./events";
import { mailTransport, sendTestMessage, type MailRoute, type MailTransport, type Sender } from "./mailer";
import { loadSecretsKey, openSecret, sealSecret } from "./secrets";
import { parseInput } from "./validate";

/** The stored record's key, and what its sealed password is bound to. */
const KEY = "mail";
const PASSWORD_PURPOSE = "mail-settings.password";

export type MailSettingsOptions = {
  config: Pick<Config, "smtpUrl" | "mailFrom" | "mailTo" | "dataDir">;
  firm: () => FirmDetails;
  log: Logger;
};

/** "Office <office@firm.in>" as a name and an address; a bare address has no name. */
function parseSender(from: string): { name: string; address: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]*)>\s*$/.exec(from);
  return m ? { name: m[1] ?? "", address: m[2] ?? "" } : { name: "", address: from.trim() };
}

/** What SMTP_URL says of the server, for the screen: never its password. */
function environmentServer(url: string): Pick<MailSettingsView, "host" | "port" | "security" | "user" | "passwordStored"> {
  try {
    const u = new URL(url);
    const secure = u.protocol === "smtps:" || u.searchParams.get("secure") === "true";
    // nodemailer upgrades a plain connection with STARTTLS when the server offers it, unless told to ignore TLS.
    const security: MailSecurity = secure ? "tls" : u.searchParams.get("ignoreTLS") === "true" ? "none" : "starttls";
    return { host: u.hostname, port: Number(u.port) || DEFAULT_MAIL_PORT[security], security, user: decodeURIComponent(u.username), passwordStored: u.password !== "" };
  } catch {
    return { host: "", port: DEFAULT_MAIL_PORT.starttls, security: "starttls", user: "", passwordStored: false };
  }
}

export function createMailSettingsService({ mailSettings }: Pick<Storage, "mailSettings">, { config, firm, log }: MailSettingsOptions) {
  const stored = (): MailSettings | undefined => mailSettings.get(KEY);
  const env = { server: Boolean(config.smtpUrl), from: Boolean(config.mailFrom), enquiriesTo: Boolean(config.mailTo) };

  /** The route of a stored record (or of none), the environment first. */
  function routeOf(record: MailSettings | undefined): MailRoute {
    const from: Sender | undefined = config.mailFrom || (record?.fromAddress ? { name: record.fromName || undefined, address: record.fromAddress } : undefined);
    const enquiriesTo = config.mailTo || record?.enquiriesTo || undefined;
    if (config.smtpUrl) return { on: true, source: "environment", smtp: config.smtpUrl, from, enquiriesTo };
    if (!record?.host) return { on: false, reason: mailMessages.offReason };
    let pass: string | undefined;
    if (record.passwordSealed) {
      try {
        const key = loadSecretsKey(config.dataDir, { create: false });
        if (!key) throw new Error("secrets.key is missing");
        pass = openSecret(key, record.passwordSealed, PASSWORD_PURPOSE);
      } catch (err) {
        log.warn(`[mail] the stored mail password cannot be read (${(err as Error).message}): mail is off until it is typed again`);
        return { on: false, reason: mailMessages.passwordUnreadable };
      }
    }
    const { host, port, security, user } = record;
    return {
      on: true,
      source: "settings",
      smtp: {
        host,
        port,
        secure: security === "tls",
        requireTLS: security === "starttls",
        ignoreTLS: security === "none",
        ...(user && pass !== undefined ? { auth: { user, pass } } : {}),
      },
      from,
      enquiriesTo,
    };
  }

  // Worked out once per stored version (the cached table hands out the same record until a write replaces it).
  let memo: { record: MailSettings | undefined; route: MailRoute } | undefined;
  function route(): MailRoute {
    const record = stored();
    if (!memo || memo.record !== record) memo = { record, route: routeOf(record) };
    return memo.route;
  }

  const transport: MailTransport = mailTransport(route);

  function view(): MailSettingsView {
    const record = stored();
    const r = route();
    const server = config.smtpUrl
      ? environmentServer(config.smtpUrl)
      : {
          host: record?.host ?? "",
          port: record?.port ?? DEFAULT_MAIL_PORT.starttls,
          security: record?.security ?? "starttls",
          user: record?.user ?? "",
          passwordStored: Boolean(record?.passwordSealed),
        };
    const sender = config.mailFrom ? parseSender(config.mailFrom) : { name: record?.fromName ?? "", address: record?.fromAddress ?? "" };
    return {
      source: r.on ? r.source : "off",
      ...(r.on ? {} : { offReason: r.reason }),
      ...server,
      fromName: sender.name,
      fromAddress: sender.address,
      enquiriesTo: config.mailTo ?? record?.enquiriesTo ?? "",
      environment: env,
      updatedAt: record?.updatedAt ?? "",
    };
  }

  return {
    /** The transport every mailer sends through: it follows route(). */
    transport,
    /** How e-mail goes out now. */
    route,
    /** GET /api/settings/mail: the settings in force, without the password. */
    get: view,

    /**
     * PUT /api/settings/mail. A body without `host` keeps the stored server (a screen whose server fields the
     * environment sets sends none); without `fromName`, `fromAddress` or `enquiriesTo`, keeps that field. With a
     * server of its own, the sender's address and the address for enquiries are required (unless MAIL_FROM or
     * MAIL_TO set them). A stale updatedAt answers 409 and changes nothing.
     */
    update(body: unknown, editor?: Editor, actor: Actor = SYSTEM): MailSettingsView {
      const input = parseInput(mailSettingsInputSchema, body);
      const given = (field: string) => Boolean(body && typeof body === "object" && field in body);
      const previous = stored();
      const server = given("host")
        ? { host: input.host, port: input.port ?? DEFAULT_MAIL_PORT[input.security], security: input.security, user: input.user }
        : { host: previous?.host ?? "", port: previous?.port ?? DEFAULT_MAIL_PORT.starttls, security: previous?.security ?? "starttls", user: previous?.user ?? "" };
      const keep = (field: "fromName" | "fromAddress" | "enquiriesTo") => (given(field) ? input[field] : (previous?.[field] ?? ""));
      const sender = { fromName: keep("fromName"), fromAddress: keep("fromAddress"), enquiriesTo: keep("enquiriesTo") };
      if (server.host && !config.smtpUrl) {
        const missing = [...(!config.mailFrom && !sender.fromAddress ? ["fromAddress"] : []), ...(!config.mailTo && !sender.enquiriesTo ? ["enquiriesTo"] : [])];
        if (missing.length) throw Invalid.fields(missing.map((path) => ({ path, problem: mailMessages.neededToSend })));
      }
      // Sealed before the write: the key file is made at the first password (outside the transaction).
      const passwordSealed = input.password
        ? sealSecret(loadSecretsKey(config.dataDir, { create: true }) as Buffer, input.password, PASSWORD_PURPOSE)
        : input.clearPassword
          ? undefined
          : previous?.passwordSealed;
      const next = (before: MailSettings | undefined): MailSettings => {
        if (before) assertNotStale(body, before);
        return { ...server, ...(passwordSealed ? { passwordSealed } : {}), ...sender, ...stamp(before, editor) };
      };
      if (mailSettings.get(KEY)) mailSettings.update(KEY, next, { actor });
      else mailSettings.create(next(undefined), { actor, verb: "updated" });
      return view();
    },

    /**
     * POST /api/settings/mail/test: a test message through the settings in force, to `to` or the admin's own
     * address. Answers the mail server's response line; its refusal is a 502 whose error is its answer; 503 while
     * mail is off.
     */
    async test(body: unknown, requester: { email: string }): Promise<MailTestResult> {
      const { to } = parseInput(mailTestInputSchema, body);
      const r = route();
      if (!r.on) throw new StorageUnavailable(r.reason === mailMessages.offReason ? mailMessages.mailOff : r.reason);
      try {
        return { ok: true, response: await sendTestMessage(transport, to || requester.email, firm().name) };
      } catch (err) {
        throw new UpstreamRefused((err as Error).message.slice(0, 1000));
      }
    },
  };
}

export type MailSettingsService = ReturnType<typeof createMailSettingsService>;
