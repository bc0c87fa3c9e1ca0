// The server's site map reads the copy-driven pages from src/shared/site-pages.ts; the app's copy holds their text.
// Both must name the same pages, in the same order, or /sitemap and /sitemap.xml would miss or invent a page.
import { describe, expect, it } from "vitest";
import { cities } from "../../src/app/copy/cities";
import { entityPages } from "../../src/app/copy/entities";
import { landingPages } from "../../src/app/copy/packages";
import { CITY_NAMES, cityPage, ENTITY_PAGES, LANDING_PAGES } from "../../src/shared/site-pages";

describe("the shared page lists match the app's copy", () => {
  it("service package pages", () => {
    expect(entityPages.map(({ path, name }) => ({ path, name }))).toEqual(ENTITY_PAGES);
  });
  it("landing pages", () => {
    expect(landingPages.map(({ slug, name }) => ({ slug, name }))).toEqual(LANDING_PAGES);
  });
  it("city pages", () => {
    expect(cities.map((c) => c.name)).toEqual(CITY_NAMES);
    expect(cities.map(({ slug, path, linkLabel }) => ({ slug, path, linkLabel }))).toEqual(CITY_NAMES.map(cityPage));
  });
});
