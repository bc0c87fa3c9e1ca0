// GET /healthz for container health checks: 200 when the data files can be read (and DATA_DIR written),
// 503 otherwise. The age of the last backup is reported but never fails the check (a restart would not help).
import { constants } from "node:fs";
import fs from "node:fs/promises";
import type { RequestHandler } from "express";
import type { Services } from "../services";
import { Collection } from "../storage/collection";

async function storageProblem({ storage, config }: Services): Promise<string | null> {
  try {
    await fs.access(config.dataDir, constants.R_OK | constants.W_OK);
    await fs.access(config.uploadsDir, constants.R_OK | constants.W_OK);
  } catch (err) {
    return `storage directory not accessible (${(err as NodeJS.ErrnoException).code ?? "error"})`;
  }
  for (const value of Object.values(storage)) {
    if (!(value instanceof Collection)) continue;
    try {
      await fs.access(value.file, constants.R_OK);
    } catch (err) {
      // A collection that was never written has no file yet; that is fine.
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") return `${value.name} not readable (${(err as NodeJS.ErrnoException).code ?? "error"})`;
    }
  }
  return null;
}

export function healthHandler(services: Services): RequestHandler {
  return async (_req, res) => {
    const [problem, backup] = await Promise.all([storageProblem(services), services.backups.status().catch(() => null)]);
    const lastBackupAt = backup?.lastBackupAt ?? null;
    const body = {
      status: problem ? "unavailable" : "ok",
      uptimeSeconds: Math.round(process.uptime()),
      storage: problem ?? "ok",
      lastBackupAt,
      lastBackupAgeSeconds: lastBackupAt ? Math.round((Date.now() - Date.parse(lastBackupAt)) / 1000) : null,
      ...(problem ? { error: `Storage unavailable: ${problem}` } : {}),
    };
    res.status(problem ? 503 : 200).set("Cache-Control", "no-store").json(body);
  };
}
