// API messages name fields as the forms do: "Current password is incorrect".
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldLabel, Invalid } from "../../src/server/errors";
import { parseInput } from "../../src/server/services/validate";

describe("fieldLabel", () => {
  it.each([
    ["currentPassword", "Current password"],
    ["newPassword", "New password"],
    ["email", "Email"],
    ["metaTitle", "Meta title"],
    ["mainHeading", "Main heading"],
    ["bannerImage", "Banner image"],
    ["canonicalUrl", "Canonical URL"],
    ["url", "URL"],
    ["_id", "ID"],
    ["excerpt", "URL slug (excerpt)"],
    ["date", "date"],
    ["socialImage", "Social image URL"],
    ["utm.utm_source", "UTM source"],
    ["features.0", "Features"],
  ])("%s -> %s", (field, label) => {
    expect(fieldLabel(field)).toBe(label);
  });
});

describe("Invalid.field and parseInput", () => {
  it("put the label first, and the problem alone when the rule is about the whole body", () => {
    expect(Invalid.field("currentPassword", "is incorrect").message).toBe("Current password is incorrect");
    expect(Invalid.field("", "status or note is required").message).toBe("Status or note is required");
  });

  it("name a nested or object-level problem readably", () => {
    const schema = z.object({ newPassword: z.string().min(8, "must be at least 8 characters"), a: z.string().optional() }).refine((v) => v.a !== "x", "a must not be x");
    expect(() => parseInput(schema, { newPassword: "short" })).toThrow("New password must be at least 8 characters");
    expect(() => parseInput(schema, {})).toThrow("New password is required");
    expect(() => parseInput(schema, { newPassword: "long enough", a: "x" })).toThrow(/^A must not be x$/);
  });

  it("list every failing field once, the first one's message as the error", () => {
    const schema = z.object({ name: z.string().min(1, "is required"), email: z.string().email("must be an e-mail address").min(5, "is too short"), phone: z.string() });
    try {
      parseInput(schema, { name: "", email: "a" });
      expect.unreachable();
    } catch (err) {
      const invalid = err as Invalid;
      expect(invalid.code).toBe("invalid");
      expect(invalid.details.fields).toEqual([
        { path: "name", message: "Name is required" },
        { path: "email", message: "Email must be an e-mail address" },
        { path: "phone", message: "Phone is required" },
      ]);
      expect(invalid.message).toBe("Name is required");
    }
  });
});
