// The messages of restoring a backup from the admin and of the off-site copies (docs/product.md#messages).
export const RESTORE_UPLOAD_MAX_MB = 1024;

export const backupMessages = {
  /** 503 with Retry-After while a restore swaps the data in. */
  readOnly: "The site is being restored from a backup. Changes cannot be saved for a few seconds; please try again shortly.",
  archiveRequired: "Choose a backup archive (.tar.gz) to upload, or one of the stored backups.",
  archiveTooLarge: `A backup archive can be at most ${RESTORE_UPLOAD_MAX_MB} MB. Copy a larger one into the backups folder on the server and choose it from the stored backups.`,
  archiveInvalid: (reason: string) => `This file is not a backup this site can restore (${reason}). Nothing was changed.`,
  previewGone: "This restore is no longer waiting: it was prepared more than 30 minutes ago, or another backup was chosen since. Choose the backup again.",
  passwordWrong: "The password is not correct. Nothing was restored.",
  running: "A restore is already under way. Wait for it to finish, then try again.",
  restoreFailed: "The restore failed and today's data was left as it was. The server log says why.",
  // The admin's restore screen.
  previewFailed: "Failed to check the backup",
  restoreScreenFailed: "Failed to load the backups",
  restored: (when: string, safety: string) => `Restored. The site now shows the data of the backup taken on ${when}. Today's data was saved first as ${safety}.`,
  confirmRestore: "Restoring replaces all of today's data (posts, enquiries, orders, users, uploaded images...) with the backup's. A backup of today's data is taken first.",
  // The dashboard's backup card: off-site copies.
  offsiteOff: "Off-site copies are off: set BACKUP_S3_URL to copy each backup to an S3-compatible bucket.",
  offsiteNone: "No off-site copy yet.",
  offsiteFailed: (when: string, reason: string) => `The off-site copy of ${when} failed: ${reason}`,
} as const;
