// Two-step sign-in building blocks: authenticator-app codes (TOTP, RFC 6238: HMAC-SHA-1, 30-second steps, 6 digits)
// and one-time recovery codes. Pure functions, no storage: two-step-state.ts holds the user's state.
//
// @epic-web/totp gives the otpauth:// URI, but its generate and verify read the wall clock and cannot be given a time,
// so the codes are computed here (RFC 4226 dynamic truncation, a few lines on node:crypto) for an explicit instant and
// step. tests/unit/two-step.test.ts checks them against the RFC 6238 vectors and against the library itself.
import { getTOTPAuthUri } from "@epic-web/totp";
import base32Decode from "base32-decode";
import base32Encode from "base32-encode";
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

/** Longer input is refused before any work (no code or hash of ours comes near it). */
const MAX_INPUT = 64;
/** 160 bits, the secret length RFC 4226 recommends (the library's default is only 80). */
const SECRET_BYTES = 20;
/** A code from the previous or the next step is still accepted: phones' clocks drift. */
const DRIFT_STEPS = 1;

/** A new random TOTP secret, base32 (RFC 4648, 32 characters, no padding), as authenticator apps expect. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES), "RFC4648", { padding: false });
}

/** The otpauth:// URI an authenticator app reads (from the QR code or typed in). */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  return getTOTPAuthUri({ secret, accountName: account, issuer, algorithm: "SHA-1", digits: TOTP_DIGITS, period: TOTP_PERIOD });
}

/** The QR code of the URI as an SVG string. qrcode is loaded at the first setup, not when the server starts. */
export async function qrCodeSvg(url: string): Promise<string> {
  const { toString } = await import("qrcode");
  return toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
}

/** The time step an instant falls in (seconds since the epoch / 30, rounded down). */
export const totpStep = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP_PERIOD);

/** The 6-digit code of a step (RFC 4226 section 5.3). */
function codeAt(key: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, "0");
}

function decodeSecret(secret: string): Buffer | null {
  try {
    const key = Buffer.from(base32Decode(secret, "RFC4648"));
    return key.length > 0 ? key : null;
  } catch {
    return null;
  }
}

/**
 * The step whose code this is (the step at nowMs or one either side), or null. A step at or before lastStep is
 * refused: a code that was used cannot be used again, nor can an older one. Spaces are allowed ("123 456").
 */
export function matchTotp(secret: string, code: string, nowMs: number, lastStep: number | null): number | null {
  if (code.length > MAX_INPUT || secret.length > MAX_INPUT || !Number.isFinite(nowMs)) return null;
  const digits = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(digits)) return null;
  const key = decodeSecret(secret);
  if (!key) return null;
  const given = Buffer.from(digits);
  const now = totpStep(nowMs);
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step++) {
    if (step < 0 || (lastStep !== null && step <= lastStep)) continue;
    if (timingSafeEqual(given, Buffer.from(codeAt(key, step)))) return step;
  }
  return null;
}

// Recovery codes: 10 characters from 31 that cannot be mistaken for one another (no 0/o, 1/l/i), about 50 random bits.
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_LENGTH = 10;
const RECOVERY_SHAPE = new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_LENGTH}}$`);

const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, "");

function newRecoveryCode(): string {
  const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** RECOVERY_CODE_COUNT new plain codes, "xxxxx-xxxxx", all different: shown to the user once, only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  return [...codes];
}

/** Whether the input has the shape of a recovery code (so the caller can tell it from a 6-digit code). */
export function looksLikeRecoveryCode(code: string): boolean {
  return code.length <= MAX_INPUT && RECOVERY_SHAPE.test(normaliseRecoveryCode(code));
}

/**
 * SHA-256 hex of the normalised code (case, dashes and spaces do not matter). A fast hash is right here: the codes are
 * random, not chosen by people, and whoever can read the hashes can read the TOTP secret stored beside them anyway.
 */
export function hashRecoveryCode(code: string): string {
  if (code.length > MAX_INPUT) throw new RangeError("recovery code too long");
  return createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");
}

/** The index of the hash the code matches, or -1. Every hash is compared (in constant time), not just up to the match. */
export function matchRecoveryCode(code: string, hashes: string[]): number {
  if (!looksLikeRecoveryCode(code)) return -1;
  const given = Buffer.from(hashRecoveryCode(code));
  let found = -1;
  hashes.forEach((hash, index) => {
    const stored = Buffer.from(hash);
    if (stored.length === given.length && timingSafeEqual(stored, given) && found === -1) found = index;
  });
  return found;
}
