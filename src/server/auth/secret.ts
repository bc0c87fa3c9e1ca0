// The server's signing key, for the links and tokens it signs with HMAC (preview links, the enquiry form's
// token, reminder confirmations): SIGNING_SECRET, else one generated once into DATA_DIR with mode 0600.
// Sessions are not signed: they are rows of the database (services/sessions.ts).
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

export const SECRET_FILE = ".signing-secret";
/** The same key's file before sessions moved into the database; taken over once. */
const OLD_SECRET_FILE = ".jwt-secret";

export async function loadSigningSecret(dataDir: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  await fs.rename(path.join(dataDir, OLD_SECRET_FILE), file).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== "ENOENT") throw err;
  });
  try {
    const existing = (await fs.readFile(file, "utf8")).trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  const secret = randomBytes(48).toString("base64url");
  await fs.writeFile(file, secret + "\n", { mode: 0o600 });
  return secret;
}
