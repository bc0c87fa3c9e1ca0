import { DatabaseSync } from "node:sqlite";
import fs from "node:fs";
for (const [mode, sync] of [
  ["WAL", "FULL"],
  ["WAL", "NORMAL"],
  ["DELETE", "FULL"],
]) {
  const dir = fs.mkdtempSync("/tmp/dbt-");
  const db = new DatabaseSync(dir + "/x.db");
  db.exec(`PRAGMA journal_mode=${mode}; PRAGMA synchronous=${sync}; CREATE TABLE t(id INTEGER PRIMARY KEY, v TEXT)`);
  const st = db.prepare("INSERT INTO t(v) VALUES (?)");
  const times = [];
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    db.exec("BEGIN IMMEDIATE");
    st.run("x".repeat(500));
    db.exec("COMMIT");
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(mode, sync, "median", times[25].toFixed(2), "p90", times[45].toFixed(2));
}
const fd = fs.openSync("/tmp/fsynctest", "w");
const ts = [];
for (let i = 0; i < 20; i++) {
  fs.writeSync(fd, "x".repeat(500));
  const t = performance.now();
  fs.fdatasyncSync(fd);
  ts.push(performance.now() - t);
}
ts.sort((a, b) => a - b);
console.log("fdatasync median", ts[10].toFixed(2));
const ts2 = [];
for (let i = 0; i < 20; i++) {
  fs.writeSync(fd, "x".repeat(500));
  const t = performance.now();
  fs.fsyncSync(fd);
  ts2.push(performance.now() - t);
}
ts2.sort((a, b) => a - b);
console.log("fsync median", ts2[10].toFixed(2));
