// The server makes the footer's markup once per content change (lib/prerendered.server.tsx) instead
// of rendering it in every page; it must be exactly what <Footer /> renders in the page.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Footer } from "../../src/app/components/footer";
import { SITE_ROUTE_ID } from "../../src/app/lib/page-meta";
import { footerMarkup, sidebarMarkup } from "../../src/app/lib/prerendered.server";
import { Sidebar } from "../../src/app/components/sidebar";
import { site } from "../../src/shared/site";

const sectionLinks = [
  { to: "/offer", label: "Offers" },
  { to: "/news", label: "Latest News" },
];

function inLayout(element: ReturnType<typeof createElement>, firm: typeof site = site): string {
  const router = createMemoryRouter([{ id: SITE_ROUTE_ID, path: "/", element, loader: () => null }], {
    hydrationData: { loaderData: { [SITE_ROUTE_ID]: { firm, sectionLinks } } },
  });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

describe("the footer's and the sidebar's markup made once on the server", () => {
  it("is the markup <Footer /> renders with React Router's links (text separators aside)", () => {
    const made = footerMarkup(site, sectionLinks).replaceAll("<!-- -->", "");
    expect(made).toBe(inLayout(createElement(Footer)));
    expect(made).toContain('href="/offer" data-discover="true"');
  });

  it("the sidebar's, with and without its search box, is the markup <Sidebar /> renders", () => {
    const links = [{ _id: "l1", text: "MCA portal", url: "www.mca.gov.in", order: 0, updatedAt: "2026-01-01T00:00:00.000Z" }];
    const made = sidebarMarkup(site, links);
    expect(made.withSearch.replaceAll("<!-- -->", "")).toBe(inLayout(createElement(Sidebar, { links, search: true })));
    expect(made.withoutSearch.replaceAll("<!-- -->", "")).toBe(inLayout(createElement(Sidebar, { links, search: false })));
    expect(made.withSearch).toContain('role="search"');
    expect(made.withoutSearch).not.toContain('role="search"');
    expect(sidebarMarkup(site, null).withSearch).toContain("Quick Links");
  });

  it("shows the firm it is made from", () => {
    const renamed = { ...site, name: "Prerendered Filings", ownerFirm: "Prerendered Filings LLP" };
    const made = footerMarkup(renamed, []).replaceAll("<!-- -->", "");
    expect(made).toContain("Prerendered Filings LLP");
    expect(made).not.toContain(site.ownerFirm);
  });
});
