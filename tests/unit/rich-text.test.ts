import { describe, expect, it } from "vitest";
import { apiMessages } from "../../src/shared/api-messages";
import { normalizeLinkUrl, tidyEditorHtml } from "../../src/shared/rich-text";

describe("normalizeLinkUrl (the editor's link dialog)", () => {
  it("does nothing for an empty address", () => {
    expect(normalizeLinkUrl("")).toBeNull();
    expect(normalizeLinkUrl("   ")).toBeNull();
  });

  it.each([
    ["example.com", "https://example.com"],
    ["www.example.com/a?b=1", "https://www.example.com/a?b=1"],
    ["localhost:8080/x", "https://localhost:8080/x"],
    ["//cdn.example.com/x", "https://cdn.example.com/x"],
    ["  https://example.com  ", "https://example.com"],
    ["http://example.com", "http://example.com"],
    ["HTTPS://EXAMPLE.COM", "HTTPS://EXAMPLE.COM"],
    ["mailto:info@example.com", "mailto:info@example.com"],
    ["tel:+919999999999", "tel:+919999999999"],
    ["ftp://files.example.com", "ftp://files.example.com"],
  ])("%j -> %j", (raw, url) => {
    expect(normalizeLinkUrl(raw)).toEqual({ url });
  });

  it.each(["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<b>x</b>", "vbscript:msgbox", "file:///etc/passwd"])("refuses %j", (raw) => {
    expect(normalizeLinkUrl(raw)).toMatchObject({ error: apiMessages.linkSchemeNotAllowed });
  });
});

describe("tidyEditorHtml", () => {
  it("turns Quill's &nbsp; back into wrapping spaces, keeping runs visible", () => {
    expect(tidyEditorHtml("<p>one&nbsp;two&nbsp;three</p>")).toBe("<p>one two three</p>");
    expect(tidyEditorHtml("<p>a&nbsp;&nbsp;&nbsp;b</p>")).toBe("<p>a&nbsp;&nbsp; b</p>");
    expect(tidyEditorHtml("<p>plain</p>")).toBe("<p>plain</p>");
  });
});
