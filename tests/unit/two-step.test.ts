import { generateTOTP } from "@epic-web/totp";
import { describe, expect, it, vi } from "vitest";
import { beginSetup, checkSecondStep, confirmSetup, PENDING_TTL_MS, pendingTwoStepSchema, twoStepSchema, type TwoStep } from "../../src/server/auth/two-step-state";
import {
  hashRecoveryCode,
  looksLikeRecoveryCode,
  matchRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrCodeSvg,
  RECOVERY_CODE_COUNT,
} from "../../src/server/auth/two-step";

// RFC 6238 appendix B: the SHA-1 key is the ASCII "12345678901234567890".
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const BASE32_160_BITS = /^[A-Z2-7]{32}$/;
const RECOVERY_SHAPE = /^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/;

/** The middle of a 30-second step, in ms. */
const inStep = (step: number) => step * 30_000 + 15_000;

/** The code @epic-web/totp gives for that instant (it reads the clock, so the clock is set for it). */
async function libraryCode(secret: string, ms: number): Promise<string> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(ms);
  try {
    return (await generateTOTP({ secret })).otp;
  } finally {
    vi.useRealTimers();
  }
}

describe("TOTP codes", () => {
  it.each([
    [59, "287082", 1],
    [1111111109, "081804", 37037036],
    [1234567890, "005924", 41152263],
    [2000000000, "279037", 66666666],
  ])("match the RFC 6238 SHA-1 vector at T=%i s", (seconds, code, step) => {
    expect(matchTotp(RFC_SECRET, code, seconds * 1000, null)).toBe(step);
    expect(matchTotp(RFC_SECRET, code, seconds * 1000 + 3 * 30_000, null)).toBeNull();
  });

  it("agree with @epic-web/totp for a new secret", async () => {
    const secret = newTotpSecret();
    for (const step of [1, 37037036, 58000000, 58000001]) {
      expect(matchTotp(secret, await libraryCode(secret, inStep(step)), inStep(step), null)).toBe(step);
    }
  });

  it("new secrets are 160 random bits in base32", () => {
    const a = newTotpSecret();
    const b = newTotpSecret();
    expect(a).toMatch(BASE32_160_BITS);
    expect(b).toMatch(BASE32_160_BITS);
    expect(a).not.toBe(b);
  });

  it("accept a code one step early or late, not two", async () => {
    const now = inStep(58_000_000);
    for (const drift of [-1, 1]) {
      const code = await libraryCode(RFC_SECRET, now + drift * 30_000);
      expect(matchTotp(RFC_SECRET, code, now, null)).toBe(58_000_000 + drift);
    }
    for (const drift of [-2, 2]) {
      expect(matchTotp(RFC_SECRET, await libraryCode(RFC_SECRET, now + drift * 30_000), now, null)).toBeNull();
    }
  });

  it("refuse a replay: the same step again, or an earlier step after a later one", async () => {
    const now = inStep(58_000_000);
    const current = await libraryCode(RFC_SECRET, now);
    const previous = await libraryCode(RFC_SECRET, now - 30_000);
    const next = await libraryCode(RFC_SECRET, now + 30_000);
    expect(matchTotp(RFC_SECRET, current, now, 57_999_999)).toBe(58_000_000);
    expect(matchTotp(RFC_SECRET, current, now, 58_000_000)).toBeNull();
    expect(matchTotp(RFC_SECRET, current, now + 20_000, 58_000_000)).toBeNull();
    expect(matchTotp(RFC_SECRET, next, now, 58_000_000)).toBe(58_000_001);
    expect(matchTotp(RFC_SECRET, current, now, 58_000_001)).toBeNull();
    expect(matchTotp(RFC_SECRET, previous, now, 58_000_001)).toBeNull();
  });

  it("allow spaces around and inside the code", () => {
    expect(matchTotp(RFC_SECRET, " 287 082 ", 59_000, null)).toBe(1);
  });

  it.each([["28708"], ["2870822"], ["28708a"], ["abcdef"], ["28-7082"], [""], ["1".repeat(65)], ["287082".padStart(65, " ")]])("refuse the malformed code %j", (code) => {
    expect(matchTotp(RFC_SECRET, code, 59_000, null)).toBeNull();
  });

  it("refuse everything for a secret that is not base32", () => {
    expect(matchTotp("not base32!", "287082", 59_000, null)).toBeNull();
    expect(matchTotp("", "287082", 59_000, null)).toBeNull();
  });
});

describe("authenticator setup", () => {
  it("builds the otpauth URL with issuer, SHA1, 6 digits and 30 s", () => {
    const url = new URL(otpauthUrl(RFC_SECRET, "ana@example.com", "Acme Ltd"));
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe("/Acme Ltd:ana@example.com");
    expect(Object.fromEntries(url.searchParams)).toEqual({ secret: RFC_SECRET, issuer: "Acme Ltd", algorithm: "SHA1", digits: "6", period: "30" });
  });

  it("draws the URL as an SVG QR code", async () => {
    const svg = await qrCodeSvg(otpauthUrl(RFC_SECRET, "ana@example.com", "Acme Ltd"));
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
  });
});

describe("recovery codes", () => {
  it("are 10 different codes of an unambiguous alphabet, xxxxx-xxxxx", () => {
    for (let batch = 0; batch < 20; batch++) {
      const codes = newRecoveryCodes();
      expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
      for (const code of codes) {
        expect(code).toMatch(RECOVERY_SHAPE);
        expect(looksLikeRecoveryCode(code)).toBe(true);
      }
    }
  });

  it("are recognised by shape, apart from 6-digit codes", () => {
    expect(looksLikeRecoveryCode("ABCDE-FGHJK")).toBe(true);
    expect(looksLikeRecoveryCode(" abcde fghjk ")).toBe(true);
    expect(looksLikeRecoveryCode("abcdefghjk")).toBe(true);
    expect(looksLikeRecoveryCode("287082")).toBe(false);
    expect(looksLikeRecoveryCode("abcde-fghj")).toBe(false);
    expect(looksLikeRecoveryCode("abcde-fghjkm")).toBe(false);
    for (const ambiguous of ["0", "o", "1", "l", "i"]) expect(looksLikeRecoveryCode(`abcde-fghj${ambiguous}`)).toBe(false);
    expect(looksLikeRecoveryCode("abcde-fghjk".padEnd(65, " "))).toBe(false);
  });

  it("hash the same whatever the case, dashes and spaces", () => {
    const hash = hashRecoveryCode("abcde-fghjk");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode("ABCDE-FGHJK")).toBe(hash);
    expect(hashRecoveryCode("abcdefghjk")).toBe(hash);
    expect(hashRecoveryCode(" abcde fghjk ")).toBe(hash);
    expect(hashRecoveryCode("abcde-fghjm")).not.toBe(hash);
    expect(() => hashRecoveryCode("a".repeat(65))).toThrow(RangeError);
  });

  it("match the right hash, and nothing else", () => {
    const codes = newRecoveryCodes();
    const hashes = codes.map(hashRecoveryCode);
    codes.forEach((code, index) => expect(matchRecoveryCode(code.toUpperCase().replace("-", " "), hashes)).toBe(index));
    expect(matchRecoveryCode(newRecoveryCodes()[0]!, hashes)).toBe(-1);
    expect(matchRecoveryCode("287082", hashes)).toBe(-1);
    expect(matchRecoveryCode(codes[0]!.padEnd(65, " "), hashes)).toBe(-1);
    expect(matchRecoveryCode(codes[0]!, [])).toBe(-1);
    expect(matchRecoveryCode(codes[1]!, ["short", "", hashes[1]!])).toBe(2);
  });
});

describe("two-step state", () => {
  const t0 = new Date(1_800_000_000_000);

  it("beginSetup makes a new pending secret", () => {
    const { pending } = beginSetup(t0);
    expect(pendingTwoStepSchema.parse(pending)).toEqual(pending);
    expect(pending.secret).toMatch(BASE32_160_BITS);
    expect(pending.createdAt).toBe(t0.toISOString());
    expect(beginSetup(t0).pending.secret).not.toBe(pending.secret);
  });

  it("confirmSetup turns it on with 10 plain codes whose hashes are stored", () => {
    const pending = { secret: RFC_SECRET, createdAt: new Date(0).toISOString() };
    const result = confirmSetup(pending, "287082", new Date(59_000));
    expect(result).not.toBeNull();
    const { twoStep, recoveryCodes } = result!;
    expect(twoStepSchema.parse(twoStep)).toEqual(twoStep);
    expect(twoStep).toMatchObject({ secret: RFC_SECRET, enabledAt: new Date(59_000).toISOString(), lastStep: 1 });
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(RECOVERY_SHAPE);
    expect(twoStep.recoveryCodes).toEqual(recoveryCodes.map(hashRecoveryCode));
    expect(twoStep.recoveryCodes).not.toContain(recoveryCodes[0]);
  });

  it("confirmSetup refuses no pending secret, a wrong code, an expired or future-dated setup", async () => {
    const { pending } = beginSetup(t0);
    const almost = t0.getTime() + PENDING_TTL_MS - 1000;
    const expired = t0.getTime() + PENDING_TTL_MS + 1;
    expect(confirmSetup(undefined, "287082", new Date(59_000))).toBeNull();
    expect(confirmSetup({ secret: RFC_SECRET, createdAt: new Date(0).toISOString() }, "287083", new Date(59_000))).toBeNull();
    expect(confirmSetup(pending, await libraryCode(pending.secret, almost), new Date(almost))).not.toBeNull();
    expect(confirmSetup(pending, await libraryCode(pending.secret, expired), new Date(expired))).toBeNull();
    expect(confirmSetup(pending, await libraryCode(pending.secret, t0.getTime() - 60_000), new Date(t0.getTime() - 60_000))).toBeNull();
    expect(confirmSetup({ ...pending, createdAt: "not a date" }, await libraryCode(pending.secret, t0.getTime()), t0)).toBeNull();
  });

  it("checkSecondStep takes an app code once and records its step", () => {
    const twoStep: TwoStep = { secret: RFC_SECRET, enabledAt: new Date(0).toISOString(), lastStep: 0, recoveryCodes: [] };
    const first = checkSecondStep(twoStep, "287082", new Date(59_000));
    expect(first).toEqual({ twoStep: { ...twoStep, lastStep: 1 }, used: "totp" });
    expect(twoStep.lastStep).toBe(0);
    expect(checkSecondStep(first!.twoStep, "287082", new Date(59_000))).toBeNull();
    expect(checkSecondStep(twoStep, "287083", new Date(59_000))).toBeNull();
  });

  it("checkSecondStep takes each recovery code once", () => {
    const { twoStep, recoveryCodes } = confirmSetup({ secret: RFC_SECRET, createdAt: new Date(0).toISOString() }, "287082", new Date(59_000))!;
    const used = recoveryCodes[3]!;
    const afterUse = checkSecondStep(twoStep, used.toUpperCase().replace("-", ""), new Date(60_000));
    expect(afterUse?.used).toBe("recovery");
    expect(afterUse!.twoStep.recoveryCodes).toHaveLength(9);
    expect(afterUse!.twoStep.recoveryCodes).not.toContain(hashRecoveryCode(used));
    expect(afterUse!.twoStep.lastStep).toBe(twoStep.lastStep);
    expect(twoStep.recoveryCodes).toHaveLength(10);
    expect(checkSecondStep(afterUse!.twoStep, used, new Date(60_000))).toBeNull();
    expect(checkSecondStep(afterUse!.twoStep, recoveryCodes[4]!, new Date(60_000))?.used).toBe("recovery");
    expect(checkSecondStep(twoStep, newRecoveryCodes()[0]!, new Date(60_000))).toBeNull();
  });
});
