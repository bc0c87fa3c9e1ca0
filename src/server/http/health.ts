// GET /healthz for container health checks: 200 when the database can be read and DATA_DIR written (a
// small probe write, at most once every few seconds), 503 naming the reason otherwise. The age of the last
// backup is reported but never fails the check (a restart would not help).
import { constants } from "node:fs";
import fs from "node:fs/promises";
import type { RequestHandler } from "express";
import type { Services } from "../services";
import { probeWrite } from "../storage/json-file";

/** How long one probe write's answer is reused: health checks may come every second. */
export const PROBE_INTERVAL_MS = 5_000;

function writeProblem(code: string): string {
  return code === "ENOSPC" || code === "EDQUOT" ? `data directory is full, nothing can be saved (${code})` : `data directory cannot be written (${code})`;
}

async function storageProblem({ storage, config }: Services): Promise<string | null> {
  try {
    await fs.access(config.dataDir, constants.R_OK | constants.W_OK);
    await fs.access(config.uploadsDir, constants.R_OK | constants.W_OK);
  } catch (err) {
    return `storage directory not accessible (${(err as NodeJS.ErrnoException).code ?? "error"})`;
  }
  try {
    await fs.access(storage.file, constants.R_OK | constants.W_OK);
    storage.ping();
  } catch (err) {
    return `database not readable (${(err as NodeJS.ErrnoException).code ?? "error"})`;
  }
  return null;
}

export function healthHandler(services: Services, probeIntervalMs = PROBE_INTERVAL_MS): RequestHandler {
  let probe: { at: number; result: Promise<string | null> } | undefined;
  const writable = (): Promise<string | null> => {
    const now = services.now();
    if (!probe || now - probe.at >= probeIntervalMs) probe = { at: now, result: probeWrite(services.config.dataDir) };
    return probe.result;
  };
  return async (_req, res) => {
    const [problem, backup] = await Promise.all([
      storageProblem(services).then(async (p) => p ?? (await writable().then((code) => (code ? writeProblem(code) : null)))),
      services.backups.status().catch(() => null),
    ]);
    const lastBackupAt = backup?.lastBackupAt ?? null;
    const body = {
      status: problem ? "unavailable" : "ok",
      uptimeSeconds: Math.round(process.uptime()),
      storage: problem ?? "ok",
      lastBackupAt,
      lastBackupAgeSeconds: lastBackupAt ? Math.round((Date.now() - Date.parse(lastBackupAt)) / 1000) : null,
      ...(problem ? { error: `Storage unavailable: ${problem}` } : {}),
    };
    res
      .status(problem ? 503 : 200)
      .set("Cache-Control", "no-store")
      .json(body);
  };
}
