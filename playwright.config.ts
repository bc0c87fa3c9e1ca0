// Browser tests against the production build, served with a temporary DATA_DIR, in the system Chromium.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { siteEnv } from "./scripts/lib/site-env";
import { E2E_ADMIN } from "./tests/e2e/credentials";

// Workers inherit the environment, so the directory and port are chosen once, by the main process.
process.env.E2E_DIR ??= mkdtempSync(path.join(os.tmpdir(), "crd-e2e-"));
// A port derived from the checkout's path, so parallel checkouts on one machine do not collide.
process.env.E2E_PORT ??= String(3100 + ([...process.cwd()].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % 800));

const dir = process.env.E2E_DIR;
const port = Number(process.env.E2E_PORT);
// Staff e-mails (password reset) go to an SMTP server that tests/e2e/staff-access.spec.ts starts on this port.
process.env.E2E_SMTP_PORT ??= String(port + 2000);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "*.spec.ts",
  fullyParallel: false,
  workers: 1,
  // A flaky test fails the run: tests wait on conditions or move a clock, never for a while (issue 33).
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  globalTeardown: "./tests/e2e/teardown.ts",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      ...siteEnv(dir, { admin: E2E_ADMIN, demo: true, logLevel: "warn" }),
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      // The whole suite sends far more enquiries and reminder sign-ups from 127.0.0.1 than a visitor would; the
      // limit itself is tested by the API tests (tests/api/enquiries.test.ts, reminders.test.ts).
      ENQUIRY_RATE_LIMIT: "1000",
      // Forms are taken at once, so no test waits out a person's fill time; the rule itself is tested on the
      // services' clock (tests/api/enquiries.test.ts), and the browser's part (a token at the first touch, the
      // refusal shown) by tests/e2e/contact.spec.ts.
      ENQUIRY_MIN_FILL_SECONDS: "0",
    },
  },
});
