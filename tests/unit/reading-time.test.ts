// Reading time of a post.
import { describe, expect, it } from "vitest";
import { readingMinutes, readingTimeLabel, wordCount, WORDS_PER_MINUTE } from "../../src/shared/reading-time";

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");

describe("reading time", () => {
  it("counts the words of the text, not of the markup or entities", () => {
    expect(wordCount('<p class="lead">Register a <strong>private</strong> limited&nbsp;company</p><img src="/x.png" alt="not read">')).toBe(5);
    expect(wordCount("<ul><li>GST</li><li>TDS</li></ul>")).toBe(2);
    expect(wordCount("<p> – … </p>")).toBe(0);
  });

  it("is whole minutes at 200 words a minute, at least one", () => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(`<p>${words(90)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(1200)}</p>`)).toBe(6);
    expect(readingMinutes(`<p>${words(1290)}</p>`)).toBe(6);
    expect(readingMinutes(`<p>${words(1310)}</p>`)).toBe(7);
  });

  it("reads as '6 min read'", () => {
    expect(readingTimeLabel(6)).toBe("6 min read");
  });
});
