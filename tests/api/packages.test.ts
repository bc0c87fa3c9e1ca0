// Service packages as stored records: seeded with the six of docs/product.md#service-package-pages, public GET of published ones,
// admin-only writes, price rules (400 naming the field) and the updatedAt conflict rule.
import { assert, describe, expect, it } from "vitest";
import { apiMessages } from "../../src/shared/api-messages";
import { readSeedPackages } from "../../src/server/storage/seed-files";
import { expectAdminOnly, useStaffServer } from "../fixtures/server";

type Pkg = { id: string; slug: string; price: number; originalPrice: number; updatedAt: string; order: number; status: string } & Record<string, unknown>;

const body = (over: Record<string, unknown> = {}) => ({
  slug: "gst-registration",
  title: "GST Registration",
  description: "GST registration for your business.",
  features: ["Application in Form GST REG-01", "", "Follow-up with the department"],
  price: 1499,
  originalPrice: 2499,
  duration: "3-7 days",
  popular: false,
  status: "published",
  ...over,
});

describe("/api/packages", () => {
  const t = useStaffServer();
  const list = async (token?: string) => ((await (await t.s.api("/api/packages", { token })).json()) as { data: Pkg[] }).data;

  it("is seeded with the six packages of docs/product.md#service-package-pages, public and in order", async () => {
    const pkgs = await list();
    expect(pkgs.map((p) => p.slug)).toEqual((await readSeedPackages()).map((p) => p.slug));
    expect(pkgs[0]).toMatchObject({ title: "Private Limited Company", price: 8999, originalPrice: 12999, duration: "10-15 days", popular: true, status: "published" });
    expect(pkgs[0]).not.toHaveProperty("updatedBy");
  });

  it("lets an admin create, update and delete a package; visitors see published ones only", async () => {
    const created = await t.s.api("/api/packages", { method: "POST", token: t.admin, json: body({ status: "draft" }) });
    expect(created.status).toBe(201);
    const pkg = ((await created.json()) as { data: Pkg }).data;
    expect(pkg).toMatchObject({ slug: "gst-registration", features: ["Application in Form GST REG-01", "Follow-up with the department"], order: 6, status: "draft" });
    expect((await list()).some((p) => p.id === pkg.id)).toBe(false);
    expect((await t.s.api(`/api/packages/${pkg.id}`)).status).toBe(404);
    expect((await list(t.admin)).some((p) => p.id === pkg.id)).toBe(true);

    const put = await t.s.api(`/api/packages/${pkg.id}`, { method: "PUT", token: t.admin, json: body({ price: 1999, updatedAt: pkg.updatedAt }) });
    expect(put.status).toBe(200);
    const saved = ((await put.json()) as { data: Pkg }).data;
    expect(saved).toMatchObject({ price: 1999, status: "published", order: 6 });
    expect((await list()).find((p) => p.id === pkg.id)?.price).toBe(1999);

    const del = await t.s.api(`/api/packages/${pkg.id}`, { method: "DELETE", token: t.admin });
    expect(await del.json()).toEqual({ data: { id: pkg.id } });
    expect((await t.s.api(`/api/packages/${pkg.id}`, { token: t.admin })).status).toBe(404);
  });

  it("refuses a stale updatedAt with 409 and changes nothing", async () => {
    const [first] = await list(t.admin);
    assert(first, "a package is stored");
    const { id: _id, createdAt: _c, updatedAt, ...fields } = first;
    const ok = await t.s.api(`/api/packages/${first.id}`, { method: "PUT", token: t.admin, json: { ...fields, price: 9499, updatedAt } });
    expect(ok.status).toBe(200);
    const stale = await t.s.api(`/api/packages/${first.id}`, { method: "PUT", token: t.admin, json: { ...fields, price: 100, updatedAt } });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: string }).error).toMatch(/\(admin@test\.local\) saved this on .*, after you opened it/);
    expect((await list()).find((p) => p.id === first.id)?.price).toBe(9499);
  });

  it("checks prices and fields with a 400 naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [body({ price: 0 }), "Price must be more than zero"],
      [body({ price: -5 }), "Price must be more than zero"],
      [body({ price: 99.5 }), "Price must be a whole number of rupees"],
      [body({ originalPrice: 1000 }), "Original price must not be below the price"],
      [body({ slug: "GST Registration" }), "Slug must be lower-case letters, digits and single hyphens"],
      [body({ slug: "pvt-ltd-registration-delhi" }), `Slug ${apiMessages.packageSlugTaken}`],
      [body({ title: " " }), "Title is required"],
      [body({ features: ["", " "] }), "Features needs at least one feature"],
      [body({ price: undefined }), "Price is required"],
    ];
    for (const [json, error] of cases) {
      const res = await t.s.api("/api/packages", { method: "POST", token: t.admin, json });
      expect(res.status, error).toBe(400);
      expect(await res.json()).toMatchObject({ error });
    }
    // A price sent as text is refused too.
    const text = await t.s.api("/api/packages", { method: "POST", token: t.admin, json: body({ price: "999" }) });
    expect(text.status).toBe(400);
    expect(((await text.json()) as { error: string }).error).toMatch(/^Price /);
    // The same price of both is allowed (no discount shown).
    expect((await t.s.api("/api/packages", { method: "POST", token: t.admin, json: body({ slug: "same-price", price: 500, originalPrice: 500 }) })).status).toBe(201);
  });

  it("lets only admins write", async () => {
    const [first] = await list();
    assert(first, "a package is published");
    await expectAdminOnly(t.s, t.editor, [
      ["POST", "/api/packages", body({ slug: "editor-try" })],
      ["PUT", `/api/packages/${first.id}`, body({ slug: first.slug })],
      ["DELETE", `/api/packages/${first.id}`],
    ]);
  });
});
