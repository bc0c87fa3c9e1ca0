// News and resource bodies stored as plain text keep their line breaks once shown as HTML.
import { describe, expect, it } from "vitest";
import { isPlainText, plainTextToHtml } from "../../src/shared/plain-text";

describe("plainTextToHtml", () => {
  it("turns blank lines into paragraphs and single newlines into line breaks, escaping markup characters", () => {
    expect(plainTextToHtml("First line\nsecond line\n\nNew paragraph & more\r\n\r\n\r\nLast: 5 < 6")).toBe(
      "<p>First line<br>second line</p><p>New paragraph &amp; more</p><p>Last: 5 &lt; 6</p>",
    );
  });
  it("leaves HTML and empty bodies alone", () => {
    expect(plainTextToHtml("<p>Already <strong>HTML</strong></p>")).toBe("<p>Already <strong>HTML</strong></p>");
    expect(plainTextToHtml("Text with a <br> inside")).toBe("Text with a <br> inside");
    expect(plainTextToHtml("")).toBe("");
    expect(plainTextToHtml("  \n ")).toBe("  \n ");
  });
  it("tells plain text from HTML", () => {
    expect(isPlainText("a < b and c > d")).toBe(true);
    expect(isPlainText("x <em>y</em>")).toBe(false);
  });
});
