// The demo content and the firm's records are seeded quietly (no activity entries, nothing to purge), yet
// the search index follows every write: a fresh install finds its own posts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteEnv } from "../../scripts/lib/site-env";
import { boot } from "../../src/server/boot";
import { loadConfig } from "../../src/server/config";
import type { Services } from "../../src/server/services";
import { testLogger } from "../fixtures/log";
import { tempDir } from "../fixtures/temp";

const ADMIN = { email: "admin@seeded.test", password: "seeded-password-1" };

describe("a fresh install with demo content", () => {
  let services: Services;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const tmp = await tempDir();
    cleanup = tmp.cleanup;
    services = await boot(loadConfig({ NODE_ENV: "test", ...siteEnv(tmp.dir, { admin: ADMIN, demo: true }) }), testLogger());
  });
  afterAll(async () => {
    await services.storage.close();
    await cleanup();
  });

  it("finds its seeded posts by search, and logged no activity for the seeding", () => {
    const posts = services.storage.posts.count();
    expect(posts).toBeGreaterThan(0);
    const { ids } = services.blogSearch.search("company");
    expect(ids.length).toBeGreaterThan(0);
    expect(services.storage.activity.count()).toBe(0);
  });
});
