import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TagManagerNoScript, TagManagerScript } from "../../src/app/components/tag-manager";

describe("Tag Manager snippet", () => {
  it("carries the CSP nonce and the container id", () => {
    const html = renderToStaticMarkup(createElement(TagManagerScript, { id: "GTM-ABC123", nonce: "n0nce" }));
    expect(html).toMatch(/^<script nonce="n0nce">/);
    expect(html).toContain(`'dataLayer',"GTM-ABC123")`);
    expect(html).toContain("https://www.googletagmanager.com/gtm.js?id=");
  });

  it("has a labelled noscript frame", () => {
    const html = renderToStaticMarkup(createElement(TagManagerNoScript, { id: "GTM-ABC123" }));
    expect(html).toContain('<noscript><iframe title="Google Tag Manager" src="https://www.googletagmanager.com/ns.html?id=GTM-ABC123"');
  });
});
