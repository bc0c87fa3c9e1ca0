// The rules of an invitation's link: its token, what is stored of it, when it works, what a request may send,
// and that the log never shows it.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { INVITATION_MS, invitationTokenHash, invitationWorks, looksLikeInvitationToken, newInvitationToken } from "../../src/server/services/invitations";
import { hashToken as sessionTokenHash } from "../../src/server/services/sessions";
import { logUrl, redactUrl } from "../../src/server/log";
import { INVITATION_HOURS, invitationAcceptSchema } from "../../src/shared/schemas/invitation";

describe("an invitation's token", () => {
  it("is 32 random bytes as 43 base64url characters, new each time", () => {
    const tokens = Array.from({ length: 200 }, newInvitationToken);
    for (const t of tokens) {
      expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(t, "base64url")).toHaveLength(32);
      expect(looksLikeInvitationToken(t)).toBe(true);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it("is stored only as its SHA-256, apart from the hashes of other kinds of token", () => {
    const token = newInvitationToken();
    const stored = invitationTokenHash(token);
    expect(stored).toBe(createHash("sha256").update(`invitation:${token}`).digest("hex"));
    expect(stored).not.toContain(token);
    // A session's or a reset link's hash of the same characters is another value: one cannot stand for the other.
    expect(stored).not.toBe(sessionTokenHash(token));
    expect(stored).not.toBe(createHash("sha256").update(token).digest("hex"));
    expect(invitationTokenHash(newInvitationToken())).not.toBe(stored);
  });

  it.each(["", "short", "a".repeat(42), "a".repeat(44), `${"a".repeat(42)}=`, `${"a".repeat(42)}/`, `${"a".repeat(42)}\n`, ` ${"a".repeat(42)}`])(
    "is not looked up when it does not have a token's shape: %j",
    (token) => expect(looksLikeInvitationToken(token)).toBe(false),
  );
});

describe("when a link works", () => {
  const sent = Date.UTC(2026, 10, 20, 9, 30);
  const record = { expiresAt: sent + INVITATION_MS };

  it(`works for ${INVITATION_HOURS} hours from when it was sent, and not at the instant it ends`, () => {
    expect(INVITATION_MS).toBe(72 * 60 * 60 * 1000);
    expect(invitationWorks(record, sent)).toBe(true);
    expect(invitationWorks(record, sent + INVITATION_MS - 1)).toBe(true);
    expect(invitationWorks(record, sent + INVITATION_MS)).toBe(false);
    expect(invitationWorks(record, sent + INVITATION_MS + 1)).toBe(false);
  });

  it("does not work without a stored record (used, cancelled, replaced by a resend, or never made)", () => {
    expect(invitationWorks(undefined, sent)).toBe(false);
  });
});

describe("what accepting sends", () => {
  it("takes a token and a password by the password rule", () => {
    expect(invitationAcceptSchema.safeParse({ token: newInvitationToken(), password: "eight-ch" }).success).toBe(true);
    expect(invitationAcceptSchema.safeParse({ token: newInvitationToken(), password: "seven-c" }).success).toBe(false);
    // 72 bytes at most: 24 three-byte characters pass, 25 do not.
    expect(invitationAcceptSchema.safeParse({ token: "t", password: "\u20ac".repeat(24) }).success).toBe(true);
    expect(invitationAcceptSchema.safeParse({ token: "t", password: "\u20ac".repeat(25) }).success).toBe(false);
  });

  it("refuses a missing or oversized token before anything is looked up", () => {
    expect(invitationAcceptSchema.safeParse({ password: "eight-ch" }).success).toBe(false);
    expect(invitationAcceptSchema.safeParse({ token: "", password: "eight-ch" }).success).toBe(false);
    expect(invitationAcceptSchema.safeParse({ token: "x".repeat(201), password: "eight-ch" }).success).toBe(false);
  });
});

describe("the request log", () => {
  it("never shows an invitation's token: in the page's query, or in the API's path", () => {
    const token = newInvitationToken();
    expect(redactUrl(`/admin/invitation?token=${token}`)).toBe("/admin/invitation?token=[redacted]");
    expect(redactUrl(`/admin/invitation.data?token=${token}&_routes=x`)).toBe("/admin/invitation.data?token=[redacted]&_routes=x");
    expect(redactUrl(`/api/invitations/${token}`)).toBe("/api/invitations/[redacted]");
    expect(logUrl(`/api/invitations/${token}?x=1`)).not.toContain(token);
    // The accepting call's path holds no token (it is in the body), and stays readable.
    expect(redactUrl("/api/invitations/accept")).toBe("/api/invitations/accept");
    expect(redactUrl("/api/invitations/acceptance")).toBe("/api/invitations/[redacted]");
  });
});
