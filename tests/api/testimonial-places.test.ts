// Testimonials where visitors land: tagged with any number of service and city pages, on the home page when
// chosen; a testimonial stored with the earlier single service reads as tagged with it and stays on the home page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testimonialSchema } from "../../src/shared/schemas/testimonial";
import { startRenderer, type Renderer } from "../fixtures/ssr";
import { startTestServer, type TestServer } from "../fixtures/server";

const body = (over: Record<string, unknown>) => ({ quote: "Quick and clear.", name: "Meera Iyer", city: "Chennai", consentDate: "2026-10-02", status: "published", ...over });

describe("testimonials on the pages they are tagged with", () => {
  let s: TestServer;
  let r: Renderer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer();
    admin = await s.tokenFor("admin");
    r = await startRenderer(s.services);
  }, 60_000);
  afterAll(async () => {
    await r.close();
    await s.close();
  });
  const create = (json: unknown) => s.api("/api/testimonials", { method: "POST", json, token: admin });

  it("shows one testimonial on every service and city page it names, and on the home page only when chosen", async () => {
    const res = await create(body({ quote: "Tagged in three places, not home.", services: ["llp", "opc-registration-delhi"], cities: ["mumbai"], home: false }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: { service: string } }).data.service).toBe("llp");
    expect((await create(body({ quote: "Chosen for the home page only.", home: true }))).status).toBe(201);

    const html = async (path: string) => (await (await r.render(path)).text()).replace(/&#x27;/g, "'");
    for (const path of ["/llp", "/llp-registration-delhi", "/opc-registration-delhi", "/opc", "/private-limited-company-registration-mumbai"]) {
      expect(await html(path), path).toContain("Tagged in three places, not home.");
    }
    for (const path of ["/private-limited", "/private-limited-company-registration-delhi", "/"]) expect(await html(path), path).not.toContain("Tagged in three places");
    expect(await html("/")).toContain("Chosen for the home page only.");
    expect(await html("/llp")).not.toContain("Chosen for the home page only.");
  });

  it("refuses one that would show nowhere, and bad slugs, naming the field", async () => {
    const nowhere = await create(body({ home: false }));
    expect(nowhere.status).toBe(400);
    expect(((await nowhere.json()) as { error: string }).error).toMatch(/^Services must name at least one page/);
    expect((await create(body({ cities: ["Not A City"] }))).status).toBe(400);
  });

  it("reads a stored testimonial of the single-service kind as tagged with that page and on the home page", () => {
    const legacy = testimonialSchema.parse({
      id: "7d0f3b0e-7c55-4b43-8d0c-1c0c2b1f6a11",
      quote: "Old one",
      name: "A",
      role: "",
      city: "Delhi",
      service: "llp-registration-delhi",
      consentDate: "2025-01-01",
      status: "published",
      createdAt: "2025-01-01T00:00:00.000Z",
      updatedAt: "2025-01-01T00:00:00.000Z",
    });
    expect(legacy).toMatchObject({ services: ["llp-registration-delhi"], cities: [], home: true, service: "llp-registration-delhi" });
  });
});
