// The answer of GET /api/backups/status (admin), shared by the server and the dashboard card.
export type BackupStatus = {
  lastBackupAt: string | null;
  lastBackupFile: string | null;
  lastBackupBytes: number | null;
  /** The last failed attempt, when it is newer than the last good backup. */
  lastFailureAt: string | null;
  /** Archives currently kept in BACKUP_DIR. */
  count: number;
  keep: number;
  schedule: string;
  timeZone: string;
  /** Off-site copies (BACKUP_S3_URL): null when they are off. */
  offsite: OffsiteStatus | null;
};

export type OffsiteStatus = {
  /** Where the copies go, without its keys: s3://host/bucket/prefix/. */
  target: string;
  lastCopyAt: string | null;
  lastCopyFile: string | null;
  /** The last failed copy, when it is newer than the last good one, and what the bucket answered. */
  lastFailureAt: string | null;
  lastFailureReason: string | null;
};
