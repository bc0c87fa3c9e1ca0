// The rules behind the firm's details and sidebar link URLs.
import { describe, expect, it } from "vitest";
import { isIndianPhone, whatsappDigits } from "../../src/shared/phone";
import { isWebUrl } from "../../src/shared/urls";

describe("isIndianPhone", () => {
  it.each(["9811045632", "+919811045632", "+91 98110 45632", "+91 129 416 7721", "98110-45632", "(981) 104 5632"])("accepts %j", (n) => expect(isIndianPhone(n)).toBe(true));
  it.each(["", "981104563", "98110456321", "0981104563", "+44 20 7946 0958", "+91 98110 4563", "919811045632x", "phone"])("refuses %j", (n) =>
    expect(isIndianPhone(n)).toBe(false),
  );
  it("gives wa.me its digits", () => {
    expect(whatsappDigits("+91 98110 45632")).toBe("919811045632");
    expect(whatsappDigits("9811045632")).toBe("919811045632");
  });
});

describe("isWebUrl", () => {
  it.each(["https://example.com", "http://example.com/a?b=c#d", "https://sub.example.co.in/path", "https://xn--h2brj9c.xn--h2brj9c/", "http://127.0.0.1:3000/about"])(
    "accepts %j",
    (u) => expect(isWebUrl(u)).toBe(true),
  );
  it.each([
    "https://javascript:alert(1)",
    "javascript:alert(1)",
    "https://localhost",
    "https://example",
    "https://999.1.1.1/",
    "ftp://example.com",
    "https://user:pw@example.com",
    "https://exa_mple.com",
    "https://-example.com",
    "not a url",
    "https://example.c0m",
  ])("refuses %j", (u) => expect(isWebUrl(u)).toBe(false));
  it("can demand https", () => {
    expect(isWebUrl("http://example.com", { httpsOnly: true })).toBe(false);
    expect(isWebUrl("https://example.com", { httpsOnly: true })).toBe(true);
  });
});
