import { openStorage } from "/work/wt-db/src/server/storage";
import { silentLogger } from "/work/wt-db/src/server/log";
import fs from "node:fs/promises";
const dir = await fs.mkdtemp("/tmp/dbt-");
const s = await openStorage(dir, { log: silentLogger() });
let t = performance.now();
for (let i = 0; i < 20; i++) s.tags.insert({ id: `t${i}`, name: `T${i}`, slug: `t${i}`, createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" } as never);
console.log("20 inserts", performance.now() - t);
