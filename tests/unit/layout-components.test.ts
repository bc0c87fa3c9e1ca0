// Server renders of the footer and sidebar: the e-mail wraps only after its "@", and Need Help? stays in view.
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { EmailText } from "../../src/app/components/email-text";
import { Footer } from "../../src/app/components/footer";
import { RichText } from "../../src/app/components/rich-text";
import { Sidebar } from "../../src/app/components/sidebar";
import { site } from "../../src/shared/site";
import { SITE_ROUTE_ID } from "../../src/app/lib/page-meta";

const render = (el: ReactElement) => renderToStaticMarkup(createElement(MemoryRouter, null, el));
/** The footer and sidebar read the firm's stored details from the public layout's loader: the seed here. */
const renderInLayout = (el: ReactElement) => {
  const router = createMemoryRouter([{ id: SITE_ROUTE_ID, path: "/", element: el, loader: () => null }], {
    hydrationData: { loaderData: { [SITE_ROUTE_ID]: { firm: site, packages: [], sectionLinks: [] } } },
  });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
};
const [local, domain] = site.email.split("@");

describe("e-mail addresses in narrow columns", () => {
  it("EmailText offers one break opportunity, after the @", () => {
    expect(render(createElement(EmailText, { email: "info@example.in" }))).toBe("info@<wbr/>example.in");
    expect(render(createElement(EmailText, { email: "not-an-address" }))).toBe("not-an-address");
  });

  it("the footer and the sidebar never break the address inside a word", () => {
    for (const html of [renderInLayout(createElement(Footer)), renderInLayout(createElement(Sidebar, { links: [] }))]) {
      expect(html).toContain(`${local}@<wbr/>${domain}</a>`);
      expect(html).not.toContain("break-all");
    }
  });

  it("marketing copy (the /maintenance page) links an address without breaking it mid-word", () => {
    const html = render(createElement(RichText, { text: `Write to us at ${site.email} or call.` }));
    expect(html).toContain(`<a href="mailto:${site.email}" class="text-link">${local}@<wbr/>${domain}</a>`);
  });

  it("the sidebar's Need Help? block sticks below the top bar on wide screens", () => {
    const html = renderInLayout(createElement(Sidebar, { links: [] }));
    expect(html).toMatch(/<section class="[^"]*lg:sticky lg:top-24[^"]*"><h2[^>]*>Need Help\?/);
  });
});
