// The rules of mail set from the admin: the sealed password (AES-256-GCM under DATA_DIR/secrets.key), what a save
// accepts, and the one transport's route followed at each send.
import { statSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { environmentRoute, mailTransport, senderOf, type MailRoute } from "../../src/server/services/mailer";
import { loadSecretsKey, openSecret, sealSecret, SECRETS_KEY_FILE } from "../../src/server/services/secrets";
import { isMailHost, mailSettingsInputSchema } from "../../src/shared/schemas/mail-settings";
import { tempDir } from "../fixtures/temp";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
async function dataDir(): Promise<string> {
  const { dir, cleanup } = await tempDir();
  cleanups.push(cleanup);
  return path.join(dir, "data");
}

describe("the secrets' key and sealing", () => {
  it("makes the key only when asked, 0600, and reads the same key again", async () => {
    const dir = await dataDir();
    expect(loadSecretsKey(dir, { create: false })).toBeUndefined();
    await expect(fs.stat(path.join(dir, SECRETS_KEY_FILE))).rejects.toThrow();
    const key = loadSecretsKey(dir, { create: true });
    expect(key?.length).toBe(32);
    expect(statSync(path.join(dir, SECRETS_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadSecretsKey(dir, { create: false })?.equals(key!)).toBe(true);
    // A widened mode is put back.
    await fs.chmod(path.join(dir, SECRETS_KEY_FILE), 0o644);
    loadSecretsKey(dir, { create: false });
    expect(statSync(path.join(dir, SECRETS_KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it("seals with a fresh IV each time and opens only with the same key and purpose, untouched", async () => {
    const key = loadSecretsKey(await dataDir(), { create: true })!;
    const a = sealSecret(key, "app-password 123", "mail");
    const b = sealSecret(key, "app-password 123", "mail");
    expect(a).not.toBe(b);
    expect(a).not.toContain("app-password");
    expect(openSecret(key, a, "mail")).toBe("app-password 123");
    expect(() => openSecret(key, a, "other")).toThrow();
    const other = loadSecretsKey(await dataDir(), { create: true })!;
    expect(() => openSecret(other, a, "mail")).toThrow();
    const bytes = Buffer.from(a.slice(3), "base64");
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    expect(() => openSecret(key, `v1.${bytes.toString("base64")}`, "mail")).toThrow();
    expect(() => openSecret(key, "plain text", "mail")).toThrow();
  });
});

describe("what a save of the mail settings accepts", () => {
  it("takes host names and IP addresses, nothing with spaces, slashes or a scheme", () => {
    for (const host of ["smtp.gmail.com", "mail-1.example.in", "127.0.0.1", "::1", "2001:db8::25", "localhost"]) expect(isMailHost(host), host).toBe(true);
    for (const host of ["smtp example.com", "smtp://mail.example.com", "mail.example.com/x", "-mail.example.com", ".", "a".repeat(254), "mail_server"])
      expect(isMailHost(host), host).toBe(false);
  });

  it("defaults what is left out, and bounds every field", () => {
    expect(mailSettingsInputSchema.parse({})).toEqual({ host: "", security: "starttls", user: "", clearPassword: false, fromName: "", fromAddress: "", enquiriesTo: "" });
    const refused = (body: Record<string, unknown>) => [...new Set(mailSettingsInputSchema.safeParse(body).error?.issues.map((i) => i.path.join(".")))];
    expect(refused({ port: 0 })).toEqual(["port"]);
    expect(refused({ port: 1.5 })).toEqual(["port"]);
    expect(refused({ security: "ssl" })).toEqual(["security"]);
    expect(refused({ user: "a\nb" })).toEqual(["user"]);
    expect(refused({ password: "x".repeat(257) })).toEqual(["password"]);
    expect(refused({ fromName: "A <b@c.d>" })).toEqual(["fromName"]);
    expect(refused({ fromAddress: "office" })).toEqual(["fromAddress"]);
    expect(refused({ enquiriesTo: "a@b.c\r\nBcc: x@y.z" })).toEqual(["enquiriesTo"]);
    expect(refused({ clearPassword: "yes" })).toEqual(["clearPassword"]);
  });
});

describe("the one transport", () => {
  it("reads the route at each send: off refuses, without making a connection", async () => {
    let route: MailRoute = { on: false, reason: "off for now" };
    const transport = mailTransport(() => route);
    await expect(transport.send({ to: "a@b.c", subject: "x", text: "x" }, "Firm")).rejects.toThrow("mail is off");
    route = environmentRoute({ smtpUrl: "smtp://127.0.0.1:1", mailFrom: undefined, mailTo: undefined });
    expect(transport.route()).toMatchObject({ on: true, source: "environment" });
    // Nothing listens on port 1: the send fails there (the route was followed), not with "mail is off".
    await expect(transport.send({ to: "a@b.c", subject: "x", text: "x" }, "Firm")).rejects.toThrow(/ECONNREFUSED|connect/);
  });

  it("names the sender: MAIL_FROM as written, the admin's address with its name or the firm's, else no-reply", () => {
    expect(senderOf("Website <web@firm.in>", "Firm")).toBe("Website <web@firm.in>");
    expect(senderOf({ name: "Office", address: "office@firm.in" }, "Firm")).toEqual({ name: "Office", address: "office@firm.in" });
    expect(senderOf({ address: "office@firm.in" }, "Firm")).toEqual({ name: "Firm", address: "office@firm.in" });
    expect(senderOf(undefined, "Firm")).toEqual({ name: "Firm", address: "no-reply@localhost" });
  });
});
