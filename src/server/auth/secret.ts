// The token signing key: JWT_SECRET, else one generated once into DATA_DIR with mode 0600.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

export async function loadJwtSecret(dataDir: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, ".jwt-secret");
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
