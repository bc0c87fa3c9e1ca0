// Secrets the admin saves (the mail server's password), sealed at rest with AES-256-GCM under a key kept in
// DATA_DIR/secrets.key: mode 0600, made at the first secret saved, and never put in a backup (services/backups.ts),
// so a copy of the database or of an archive does not hold the password in a usable form. Losing the key loses
// only what it sealed: the admin types the password again.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createKeyFile } from "./document-files";

export const SECRETS_KEY_FILE = "secrets.key";
const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key of `dataDir`'s secrets: read from secrets.key, or (with `create`) made there once. Without `create` a
 * missing file answers undefined: nothing sealed before can be opened, and nothing is written by a read.
 */
export function loadSecretsKey(dataDir: string, { create }: { create: boolean }): Buffer | undefined {
  const file = path.join(dataDir, SECRETS_KEY_FILE);
  if (!fs.existsSync(file)) {
    if (!create) return undefined;
    fs.mkdirSync(dataDir, { recursive: true });
    createKeyFile(file);
  }
  // Written 0600; a copy or a restore may have widened it.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const text = fs.readFileSync(file, "utf8").trim();
  if (!HEX_KEY.test(text)) throw new Error(`${file} does not hold a key (64 hexadecimal characters): delete it and type the stored passwords again`);
  return Buffer.from(text, "hex");
}

/** "v1." + base64 of IV | ciphertext | tag; `purpose` is authenticated too, so a sealed value cannot stand for another. */
export function sealSecret(key: Buffer, plain: string, purpose: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(purpose, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64")}`;
}

/** Reverses sealSecret; throws when the key, the purpose or any byte is wrong. */
export function openSecret(key: Buffer, sealed: string, purpose: string): string {
  const [version, data] = sealed.split(".");
  const blob = Buffer.from(data ?? "", "base64");
  if (version !== VERSION || blob.length < IV_BYTES + TAG_BYTES) throw new Error("not a sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", key, blob.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(purpose, "utf8"));
  decipher.setAuthTag(blob.subarray(blob.length - TAG_BYTES));
  return Buffer.concat([decipher.update(blob.subarray(IV_BYTES, blob.length - TAG_BYTES)), decipher.final()]).toString("utf8");
}
