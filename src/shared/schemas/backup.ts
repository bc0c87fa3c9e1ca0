// What the restore of a backup takes (POST /api/backups/restore/preview and /api/backups/restore).
import { z } from "zod";
import { text } from "./common";

/** A stored backup chosen by its name (the JSON form of the preview; the multipart form carries a file). */
export const restorePreviewSchema = z.object({
  name: text().trim().min(1, "is required").max(200, "must be at most 200 characters"),
});

/** The confirmation: the preview's token, the admin's password again, and the code when two-step sign-in is on. */
export const restoreConfirmSchema = z.object({
  token: text().trim().min(1, "is required").max(100, "must be at most 100 characters"),
  password: z.string("is required").min(1, "is required").max(200, "must be at most 200 characters"),
  code: text().trim().max(64, "must be at most 64 characters").optional(),
});

/** What a checked archive holds (the preview's answer). */
export type RestorePreview = {
  token: string;
  /** The archive: a stored backup's name, or the uploaded file's. */
  source: string;
  /** When the backup was taken (ISO). */
  takenAt: string;
  /** The archive's database schema version, and the newest this site reads. */
  version: number;
  currentVersion: number;
  /** Records per kind (posts, offers, enquiries, users...): the repositories' names. */
  counts: Record<string, number>;
  /** Until when the confirmation is taken (ISO). */
  expiresAt: string;
};

export type RestoreResult = { restored: true; safetyBackup: string; takenAt: string; counts: Record<string, number> };
