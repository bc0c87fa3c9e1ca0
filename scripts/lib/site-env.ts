// The environment of a server (or command) whose data, uploads and backups all live under one directory,
// with the first admin given: the one block the test servers, the browser tests and the measuring scripts
// start the site with.
import path from "node:path";

export type SiteEnvOptions = {
  admin: { email: string; password: string };
  /** Seed the demo content (DEMO_CONTENT). */
  demo?: boolean;
  logLevel?: string;
};

export function siteEnv(dir: string, { admin, demo = false, logLevel = "silent" }: SiteEnvOptions): Record<string, string> {
  return {
    DATA_DIR: path.join(dir, "data"),
    UPLOADS_DIR: path.join(dir, "uploads"),
    BACKUP_DIR: path.join(dir, "backups"),
    DEMO_CONTENT: String(demo),
    LOG_LEVEL: logLevel,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  };
}
