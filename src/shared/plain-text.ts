// News and resource bodies written before they had a rich-text editor may be plain text: shown
// as HTML they would lose their line breaks. A body without any HTML tag becomes paragraphs (blank lines)
// and line breaks (single newlines); HTML is returned unchanged.

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function isPlainText(body: string): boolean {
  return !/<\/?[a-z][a-z0-9-]*(?:\s[^>]*)?\/?>/i.test(body);
}

export function plainTextToHtml(body: string): string {
  if (body.trim() === "" || !isPlainText(body)) return body;
  return body
    .replace(/\r\n?/g, "\n")
    .trim()
    .split(/\n[ \t]*\n+/)
    .map((para) => `<p>${para.split("\n").map(escape).join("<br>")}</p>`)
    .join("");
}
