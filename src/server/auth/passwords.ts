// Password hashing that never runs on the event loop (docs/architecture.md#security-and-reliability): new hashes are scrypt (Node's
// crypto.scrypt runs on libuv's thread pool); bcrypt hashes of the first round are still verified, in a
// worker thread, and replaced by scrypt at the next successful login. At most `maxConcurrent` hashes
// or compares run at once; the others wait in a bounded queue, and past it the answer is 429.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { TooManyRequests } from "../errors";

/** Production cost: N = 2^15, r = 8, p = 1 (32 MiB, about 0.1 s here). */
export const SCRYPT_LOG_N = 15;
/** Tests use a cheaper N (the format and the code path are the same). */
export const TEST_SCRYPT_LOG_N = 12;
const R = 8;
const P = 1;
const KEY_LEN = 32;
/** Hashes at once: one core fewer than the machine has (at least 1, at most 4), so the event loop keeps a core. */
export const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(4, availableParallelism() - 1));
/** Waiting hashes beyond this answer 429 at once (a burst must not pile up unbounded work). */
export const MAX_QUEUED_HASHES = 200;

const scrypt = (password: string, salt: Buffer, logN: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = { N: 2 ** logN, r: R, p: P, maxmem: 256 * 2 ** logN * R };
    scryptCb(password, salt, KEY_LEN, options, (err, key) => (err ? reject(err) : resolve(key)));
  });

const SCRYPT_FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;
const BCRYPT_FORMAT = /^\$2[aby]\$\d\d\$/;

export const isLegacyHash = (hash: string) => BCRYPT_FORMAT.test(hash);

/** A small counting semaphore with a bounded queue. */
function limiter(max: number, maxQueued: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) {
      if (waiting.length >= maxQueued) throw new TooManyRequests(1);
      await new Promise<void>((ok) => waiting.push(ok));
    } else {
      running++;
    }
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

// bcryptjs in a worker thread: the worker's code is plain JavaScript given inline, so it runs the same
// under tsx, vitest and the production server. One worker is enough: only legacy hashes use it.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const bcrypt = require(workerData.bcryptPath);
parentPort.on("message", ({ id, password, hash }) => {
  bcrypt.compare(password, hash).then(
    (ok) => parentPort.postMessage({ id, ok }),
    (err) => parentPort.postMessage({ id, error: String(err && err.message || err) }),
  );
});
`;

function bcryptWorker() {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (ok: boolean) => void; reject: (err: Error) => void }>();
  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
    worker = undefined;
  };
  const start = () => {
    const bcryptPath = createRequire(import.meta.url).resolve("bcryptjs");
    const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath } });
    w.unref();
    w.on("message", ({ id, ok, error }: { id: number; ok?: boolean; error?: string }) => {
      const p = pending.get(id);
      pending.delete(id);
      if (error) p?.reject(new Error(error));
      else p?.resolve(!!ok);
    });
    w.on("error", failAll);
    w.on("exit", () => failAll(new Error("bcrypt worker stopped")));
    return w;
  };
  return {
    compare(password: string, hash: string): Promise<boolean> {
      worker ??= start();
      const id = nextId++;
      const w = worker;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        w.postMessage({ id, password, hash });
      });
    },
    async close() {
      await worker?.terminate();
    },
  };
}

export type PasswordHasherOptions = { logN?: number; maxConcurrent?: number; maxQueued?: number };

export function createPasswordHasher({ logN = SCRYPT_LOG_N, maxConcurrent = MAX_CONCURRENT_HASHES, maxQueued = MAX_QUEUED_HASHES }: PasswordHasherOptions = {}) {
  const limit = limiter(maxConcurrent, maxQueued);
  const bcrypt = bcryptWorker();
  let compares = 0;

  const hashNow = async (password: string) => {
    const salt = randomBytes(16);
    const key = await scrypt(password, salt, logN);
    return `$scrypt$ln=${logN},r=${R},p=${P}$${salt.toString("base64")}$${key.toString("base64")}`;
  };

  async function verifyNow(password: string, stored: string): Promise<boolean> {
    compares++;
    if (BCRYPT_FORMAT.test(stored)) return bcrypt.compare(password, stored);
    const m = SCRYPT_FORMAT.exec(stored);
    if (!m) return false;
    const [, lnText, rText, pText, salt = "", hash = ""] = m;
    const [ln, r, p] = [Number(lnText), Number(rText), Number(pText)];
    if (ln < 10 || ln > 20 || r !== R || p !== P) return false;
    const expected = Buffer.from(hash, "base64");
    const key = await scrypt(password, Buffer.from(salt, "base64"), ln);
    return key.length === expected.length && timingSafeEqual(key, expected);
  }

  // Compared against when the e-mail is unknown, so both failures cost the same.
  let dummy: Promise<string> | undefined;

  return {
    hash: (password: string): Promise<string> => limit(() => hashNow(password)),
    /** True when `password` matches `stored` (scrypt or legacy bcrypt). Only the first 200 characters count. */
    verify: (password: string, stored: string): Promise<boolean> => limit(() => verifyNow(password.slice(0, 200), stored)),
    /** A compare against a hash nobody's password matches, for unknown e-mails. */
    async verifyNobody(password: string): Promise<false> {
      // Made once, outside the limiter (a slot waiting for it could otherwise wait for itself).
      dummy ??= hashNow(randomBytes(16).toString("hex"));
      const stored = await dummy;
      await limit(() => verifyNow(password.slice(0, 200), stored));
      return false;
    },
    /** True when a stored hash should be replaced by a current one (legacy bcrypt or a lower cost). */
    needsRehash(stored: string): boolean {
      const m = SCRYPT_FORMAT.exec(stored);
      return !m || Number(m[1]) !== logN;
    },
    /** How many password compares ran (for tests of the login throttle). */
    get compares() {
      return compares;
    },
    close: () => bcrypt.close(),
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
