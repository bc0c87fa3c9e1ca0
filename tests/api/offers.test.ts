import { describe, expect, it } from "vitest";
import { apiMessages } from "../../src/shared/api-messages";
import { expectAdminOnly, useStaffServer, type Write } from "../fixtures/server";

const offer = (over: Record<string, unknown> = {}) => ({
  mainHeading: "Festive Offer",
  subHeading: "Private limited registration",
  tagline: "Limited period",
  features: "Name approval, DSC ✅ PAN and TAN",
  bannerImage: "",
  date: "2026-01-10",
  status: "published",
  ...over,
});

describe("/api/offers", () => {
  const t = useStaffServer();

  const create = async (body: unknown) => {
    const res = await t.s.api("/api/offers", { method: "POST", json: body, token: t.admin });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { id: string } & Record<string, unknown> }).data;
  };

  it("lets an admin create, read, update and delete an offer, answering { data }", async () => {
    const created = await create(offer());
    expect(created).toMatchObject({ ...offer(), date: "2026-01-10T00:00:00.000Z" });
    expect(created.id).toEqual(expect.any(String));

    const read = await t.s.api(`/api/offers/${created.id}`);
    expect(read.status).toBe(200);
    expect((await read.json()).data).toEqual(created);

    const put = await t.s.api(`/api/offers/${created.id}`, { method: "PUT", token: t.admin, json: offer({ mainHeading: "New Year Offer", status: "archived" }) });
    expect(put.status).toBe(200);
    const updated = (await put.json()).data;
    expect(updated).toMatchObject({ id: created.id, mainHeading: "New Year Offer", status: "archived", createdAt: created.createdAt });

    const del = await t.s.api(`/api/offers/${created.id}`, { method: "DELETE", token: t.admin });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ data: { id: created.id } });
    expect((await t.s.api(`/api/offers/${created.id}`, { token: t.admin })).status).toBe(404);
  });

  it("defaults status to draft and keeps optional fields empty", async () => {
    const created = await create({ date: "2026-02-01" });
    expect(created).toMatchObject({ status: "draft", mainHeading: "", subHeading: "", tagline: "", features: "", bannerImage: "" });
  });

  it("requires a publish date and rejects bad values with 400 naming the field", async () => {
    const cases: [unknown, string][] = [
      [offer({ date: undefined }), "date is required"],
      [offer({ date: "next week" }), "date must be an ISO date"],
      [offer({ status: "live" }), "Status"],
      [offer({ bannerImage: "javascript:alert(1)" }), "Banner image must be an uploaded image or an http(s) URL"],
      [offer({ mainHeading: 42 }), "Main heading"],
      [offer({ features: "x".repeat(2001) }), "Features"],
    ];
    for (const [body, error] of cases) {
      const res = await t.s.api("/api/offers", { method: "POST", json: body, token: t.admin });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toContain(error);
    }
  });

  it("answers 401 to visitors and 403 to editors on every write", async () => {
    const { id } = await create(offer());
    const writes: Write[] = [
      ["POST", "/api/offers", offer()],
      ["PUT", `/api/offers/${id}`, offer()],
      ["DELETE", `/api/offers/${id}`],
    ];
    await expectAdminOnly(t.s, t.editor, writes);
    for (const [method, path, json] of writes) {
      const badToken = await t.s.api(path, { method, json, token: "not-a-token" });
      expect(badToken.status, `${method} bad token`).toBe(401);
    }
    expect((await t.s.api(`/api/offers/${id}`)).status).toBe(200);
  });

  it("shows visitors (and editors) only published offers whose date has come, newest first; admins see all", async () => {
    const older = await create(offer({ mainHeading: "Older", date: "2025-03-01" }));
    const newer = await create(offer({ mainHeading: "Newer", date: "2025-12-01" }));
    const draft = await create(offer({ mainHeading: "Draft", status: "draft" }));
    const archived = await create(offer({ mainHeading: "Archived", status: "archived" }));
    const future = await create(offer({ mainHeading: "Future", date: "2999-01-01" }));

    for (const token of [undefined, t.editor]) {
      const ids = ((await (await t.s.api("/api/offers", { token })).json()).data as { id: string }[]).map((o) => o.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
      for (const hidden of [draft, archived, future]) {
        expect(ids).not.toContain(hidden.id);
        expect((await t.s.api(`/api/offers/${hidden.id}`, { token })).status).toBe(404);
      }
    }
    const all = ((await (await t.s.api("/api/offers", { token: t.admin })).json()).data as { id: string }[]).map((o) => o.id);
    expect(all).toEqual(expect.arrayContaining([draft.id, archived.id, future.id]));
    expect(all[0]).toBe(future.id);
    expect((await t.s.api(`/api/offers/${draft.id}`, { token: t.admin })).status).toBe(200);
  });

  it("answers 404 { error } for an unknown offer on read, update and delete", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const res = await t.s.api("/api/offers/no-such-id", { method, token: t.admin, json: method === "PUT" ? offer() : undefined });
      expect(res.status, method).toBe(404);
      expect(await res.json()).toMatchObject({ error: apiMessages.offerNotFound });
    }
  });
});
