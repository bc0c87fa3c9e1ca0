// Offers that end. An optional validUntil; once it has passed the offer disappears from the public
// reads by itself (admins still see it); a published offer needs a main heading.
import { describe, expect, it } from "vitest";
import { publicReads } from "../../src/server/load-context";
import { useStaffServer } from "../fixtures/server";

const day = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

describe("offers that end (validUntil)", () => {
  const t = useStaffServer();
  const create = async (json: Record<string, unknown>) => {
    const res = await t.s.api("/api/offers", { method: "POST", token: t.admin, json });
    return { status: res.status, body: (await res.json()) as { data?: { id: string; validUntil: string }; error?: string } };
  };
  const publicIds = async () => ((await (await t.s.api("/api/offers")).json()) as { data: { id: string }[] }).data.map((o) => o.id);

  it("stores an optional end date, empty by default", async () => {
    const open = await create({ mainHeading: "No end", date: iso(Date.now() - day), status: "published" });
    expect(open.status).toBe(201);
    expect(open.body.data?.validUntil).toBe("");
    const until = iso(Date.now() + 10 * day);
    const ending = await create({ mainHeading: "Ends soon", date: iso(Date.now() - day), validUntil: until, status: "published" });
    expect(ending.body.data?.validUntil).toBe(until);
    expect(await publicIds()).toEqual(expect.arrayContaining([open.body.data?.id, ending.body.data?.id]));
  });

  it("hides an offer from visitors once its end date has passed, by itself; admins still see it", async () => {
    const soon = t.s.clock.now() + 1500;
    const { body } = await create({ mainHeading: "Flash offer", date: iso(Date.now() - day), validUntil: iso(soon), status: "published" });
    const id = body.data!.id;
    expect(await publicIds()).toContain(id);
    expect(
      publicReads(t.s.services)
        .offers.list()
        .map((o) => o.id),
    ).toContain(id);
    t.s.clock.advance(soon - t.s.clock.now() + 1);
    expect(await publicIds()).not.toContain(id);
    expect((await t.s.api(`/api/offers/${id}`)).status).toBe(404);
    expect(
      publicReads(t.s.services)
        .offers.list()
        .map((o) => o.id),
    ).not.toContain(id);
    const asAdmin = ((await (await t.s.api("/api/offers", { token: t.admin })).json()) as { data: { id: string }[] }).data;
    expect(asAdmin.map((o) => o.id)).toContain(id);
  });

  it("answers 400 naming the field for a published offer without a heading or an end before the start", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ mainHeading: "", date: "2026-01-10", status: "published" }, "Main heading is required for a published offer"],
      [{ mainHeading: "   ", date: "2026-01-10", status: "published" }, "Main heading is required for a published offer"],
      [{ mainHeading: "X", date: "2026-01-10", validUntil: "2026-01-09", status: "draft" }, "Valid until must be after the publish date"],
      [{ mainHeading: "X", date: "2026-01-10", validUntil: "soon", status: "draft" }, "Valid until must be an ISO date"],
    ];
    for (const [json, error] of cases) {
      const res = await create(json);
      expect(res.status, error).toBe(400);
      expect(res.body).toMatchObject({ error });
    }
    // A draft may stay without a heading while it is being written.
    expect((await create({ date: "2026-01-10", status: "draft" })).status).toBe(201);
  });

  it("refuses to publish an existing headless draft on update too", async () => {
    const { body } = await create({ date: "2026-01-10", status: "draft" });
    const res = await t.s.api(`/api/offers/${body.data!.id}`, { method: "PUT", token: t.admin, json: { date: "2026-01-10", status: "published" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Main heading is required for a published offer" });
  });
});
