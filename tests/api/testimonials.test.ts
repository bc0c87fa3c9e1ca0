// Testimonials: GET public (published only), POST/PUT/DELETE admin-only, consent before publishing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../fixtures/server";

const body = (over: Record<string, unknown> = {}) => ({
  quote: "They registered our LLP in nine days and explained every form.",
  name: "Rahul Verma",
  role: "Founder, Acme Foods",
  city: "Faridabad",
  service: "llp-registration-delhi",
  consentDate: "2026-10-02",
  status: "published",
  ...over,
});

describe("testimonials API", () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer();
    admin = await s.tokenFor("admin");
  });
  afterAll(() => s.close());

  const create = async (json: unknown) => s.api("/api/testimonials", { method: "POST", json, token: admin });

  it("creates a published testimonial with every field and shows it to visitors", async () => {
    const res = await create(body());
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject(body());
    expect(data).toHaveProperty("id");
    expect(data).not.toHaveProperty("updatedBy");
    const list = (await (await s.api("/api/testimonials")).json()) as { data: { id: string }[] };
    expect(list.data.map((t) => t.id)).toContain(data.id);
  });

  it("refuses to publish without a consent date, naming the field (400), and stores nothing", async () => {
    const before = s.services.storage.testimonials.count();
    for (const consentDate of [undefined, ""]) {
      const res = await create(body({ consentDate }));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/^Consent date /);
    }
    expect(s.services.storage.testimonials.find()).toHaveLength(before);
    // A draft may wait for the consent.
    expect((await create(body({ consentDate: undefined, status: "draft" }))).status).toBe(201);
  });

  it("refuses a consent date that is not YYYY-MM-DD of a real day, a bad status and missing required fields", async () => {
    for (const [over, field] of [
      [{ consentDate: "02/10/2026" }, /^Consent date must be a date as YYYY-MM-DD/],
      [{ consentDate: "2026-02-30" }, /^Consent date must be a date as YYYY-MM-DD/],
      [{ status: "live" }, /^Status must be draft or published/],
      [{ quote: "" }, /^Quote is required/],
      [{ city: undefined }, /^City is required/],
      [{ service: "Not A Slug" }, /^Service /],
    ] as const) {
      const res = await create(body(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(field);
    }
  });

  it("the role is optional", async () => {
    const res = await create(body({ role: undefined }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: { role: string } }).data.role).toBe("");
  });

  it("visitors never see drafts; admins do", async () => {
    const { data } = (await (await create(body({ status: "draft", name: "Draft Person" }))).json()) as { data: { id: string } };
    const publicList = (await (await s.api("/api/testimonials")).json()) as { data: { id: string; status?: string }[] };
    expect(publicList.data.map((t) => t.id)).not.toContain(data.id);
    expect((await s.api(`/api/testimonials/${data.id}`)).status).toBe(404);
    const adminList = (await (await s.api("/api/testimonials", { token: admin })).json()) as { data: { id: string }[] };
    expect(adminList.data.map((t) => t.id)).toContain(data.id);
  });

  it("updates (publishing a draft needs its consent date), refuses a stale save (409), deletes (404 after)", async () => {
    const { data } = (await (await create(body({ status: "draft", consentDate: "" }))).json()) as { data: { id: string; updatedAt: string } };
    const put = (json: unknown) => s.api(`/api/testimonials/${data.id}`, { method: "PUT", json, token: admin });
    expect((await put(body({ consentDate: "" }))).status).toBe(400);
    const ok = await put({ ...body({ quote: "Edited quote." }), updatedAt: data.updatedAt });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: { quote: string } }).data.quote).toBe("Edited quote.");
    expect((await put({ ...body(), updatedAt: data.updatedAt })).status).toBe(409);
    expect((await s.api(`/api/testimonials/${data.id}`, { method: "DELETE", token: admin })).status).toBe(200);
    expect((await s.api(`/api/testimonials/${data.id}`, { method: "DELETE", token: admin })).status).toBe(404);
  });

  it("editors may not write testimonials (403)", async () => {
    const editor = await s.tokenFor("editor");
    expect((await s.api("/api/testimonials", { method: "POST", json: body(), token: editor })).status).toBe(403);
  });
});
