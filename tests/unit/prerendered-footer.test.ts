// Issue 35: the server makes the footer's markup once per content change (lib/prerendered.server.tsx) instead
// of rendering it in every page; it must be exactly what <Footer /> renders in the page.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Footer } from "../../src/app/components/footer";
import { SITE_ROUTE_ID } from "../../src/app/lib/page-meta";
import { footerMarkup } from "../../src/app/lib/prerendered.server";
import { site } from "../../src/shared/site";

const sectionLinks = [
  { to: "/offer", label: "Offers" },
  { to: "/news", label: "Latest News" },
];

function footerInLayout(firm: typeof site): string {
  const router = createMemoryRouter([{ id: SITE_ROUTE_ID, path: "/", element: createElement(Footer), loader: () => null }], {
    hydrationData: { loaderData: { [SITE_ROUTE_ID]: { firm, sectionLinks } } },
  });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

describe("the footer's markup made once on the server", () => {
  it("is the markup <Footer /> renders with React Router's links (text separators aside)", () => {
    const made = footerMarkup(site, sectionLinks).replaceAll("<!-- -->", "");
    expect(made).toBe(footerInLayout(site));
    expect(made).toContain('href="/offer" data-discover="true"');
  });

  it("shows the firm it is made from", () => {
    const renamed = { ...site, name: "Prerendered Filings", ownerFirm: "Prerendered Filings LLP" };
    const made = footerMarkup(renamed, []).replaceAll("<!-- -->", "");
    expect(made).toContain("Prerendered Filings LLP");
    expect(made).not.toContain(site.ownerFirm);
  });
});
