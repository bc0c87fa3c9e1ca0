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
};
