// withSlots: a message whose parts are elements, in either language's order, with the nodes JSX would have made.
import { createElement } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withSlots } from "../../src/app/lib/message-slots";
import { m } from "../../src/shared/i18n";

const html = (nodes: ReturnType<typeof withSlots>) => renderToStaticMarkup(createElement("p", null, ...nodes));

describe("withSlots", () => {
  it("puts each slot where the language's sentence has it", () => {
    const link = createElement("a", { href: "/refund-policy" }, "refund policy");
    expect(html(withSlots((s) => m.section_refund_note(s, { locale: "en" }), { link }))).toBe('<p>Read our <a href="/refund-policy">refund policy</a> before you pay.</p>');
    const hindi = createElement("a", { href: "/refund-policy" }, "रिफंड पॉलिसी");
    expect(html(withSlots((s) => m.section_refund_note(s, { locale: "hi" }), { link: hindi }))).toBe('<p>पेमेंट करने से पहले हमारी <a href="/refund-policy">रिफंड पॉलिसी</a> पढ़ लें।</p>');
  });

  it("keeps a text slot a node of its own, as an expression in JSX is", () => {
    const nodes = withSlots((s) => m.section_gst_note(s, { locale: "en" }), { percent: "18", gst: "₹1,619.82", total: "₹10,618.82" });
    expect(nodes).toEqual(["+ GST ", "18", "% ", "₹1,619.82", " = ", "₹10,618.82", "; government fees and stamp duty by state"]);
    // The server's markup of `+ GST {percent}% {gst} = {total}; ...` written in JSX: a text node per part.
    expect(renderToString(createElement("p", null, ...nodes))).toBe(
      "<p>+ GST <!-- -->18<!-- -->% <!-- -->₹1,619.82<!-- --> = <!-- -->₹10,618.82<!-- -->; government fees and stamp duty by state</p>",
    );
  });

  it("fills plain inputs in the text and leaves a message without slots whole", () => {
    const time = createElement("time", { dateTime: "2026-11-27" }, "27 नवंबर 2026");
    expect(html(withSlots((s) => m.section_legal_version_updated({ ...s, version: "2026-11-27" }, { locale: "hi" }), { date: time }))).toBe(
      '<p>संस्करण 2026-11-27, पिछली बार अपडेट: <time dateTime="2026-11-27">27 नवंबर 2026</time></p>',
    );
    expect(withSlots(() => "Home", {})).toEqual(["Home"]);
  });

  it("draws a number slot and a slot at the start of the sentence", () => {
    expect(withSlots((s) => m.section_offer_valid_until(s, { locale: "hi" }), { date: "27 नवंबर 2026" })).toEqual(["27 नवंबर 2026", " तक मान्य"]);
    expect(withSlots((s) => m.section_step(s, { locale: "en" }), { number: 3 })).toEqual(["Step ", 3, ": "]);
  });
});
