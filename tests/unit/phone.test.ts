// The phone rule shared by the contact forms and the server: 10 digits, whatever the keystrokes.
import { describe, expect, it } from "vitest";
import { PHONE_REGEX } from "../../src/shared/constants";
import { PHONE_INPUT_PATTERN, normalisePhone } from "../../src/shared/phone";
import { enquiryInputSchema } from "../../src/shared/schemas/enquiry";

describe("normalisePhone", () => {
  it.each([
    ["9811045632", "9811045632"],
    ["+919811045632", "9811045632"],
    ["+91 98110 45632", "9811045632"],
    ["+91-98110-45632", "9811045632"],
    ["919811045632", "9811045632"],
    ["09811045632", "9811045632"],
    ["098110 45632", "9811045632"],
    ["98110 45632", "9811045632"],
    ["98110-45632", "9811045632"],
    ["(981) 104-5632", "9811045632"],
    [" 98110 45632 ", "9811045632"],
    // A 10-digit number that starts with 91 or 0 is a number, not a prefix.
    ["9198110456", "9198110456"],
  ])("%j -> %s", (typed, digits) => {
    expect(normalisePhone(typed)).toBe(digits);
    expect(PHONE_REGEX.test(normalisePhone(typed))).toBe(true);
  });

  it.each(["981104563", "98110456321", "+91 98110 4563", "+44 7700 900123", "98110 4563x", ""])("leaves %j failing the 10-digit rule", (typed) => {
    expect(PHONE_REGEX.test(normalisePhone(typed))).toBe(false);
  });

  it("the input's pattern (used before the page's script runs) lets the same forms through", () => {
    // Browsers compile the pattern attribute with the v flag, anchored.
    const pattern = new RegExp(`^(?:${PHONE_INPUT_PATTERN})$`, "v");
    for (const ok of ["9811045632", "+919811045632", "+91 98110 45632", "098110-45632", "98110 45632"]) expect(pattern.test(ok), ok).toBe(true);
    for (const bad of ["981104563", "phone", "+91 98110 4563"]) expect(pattern.test(bad), bad).toBe(false);
  });

  it("the server keeps the 10 digits", () => {
    const parsed = enquiryInputSchema.parse({ name: "Asha", email: "asha@example.in", phone: "+91 98110-45632", message: "Hello" });
    expect(parsed.phone).toBe("9811045632");
  });
});
