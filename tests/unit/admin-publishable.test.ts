// The admin's dated-item screens: the form values and body of the item form, and the server
// loader/action of offers, news and resources (docs/decisions/020-admin-rendered-by-the-server.md).
import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import type { AdminContext } from "../../src/shared/context";
import { adminMessages } from "../../src/shared/admin-messages";
import { initialValues, payload } from "../../src/app/components/admin/item-fields";
import { articleFields, newsMessages, offerFields, offerMessages } from "../../src/app/components/admin/publishable-config";
import { publishableAction, publishableItemLoader, publishableListLoader } from "../../src/app/lib/admin-publishable";
import { staffOf } from "../../src/app/lib/admin-data";
import { pageAddress } from "../../src/app/lib/admin-session";

type Call = { url: string; method: string; body: unknown };

/** A load context whose API answers every call with `status` and `answer` and records the calls; its user has `role`. */
function contextOf(status: number, answer: unknown, role: "admin" | "editor" | null = "admin"): { context: AppLoadContext; calls: Call[] } {
  const calls: Call[] = [];
  const admin: Partial<AdminContext> = {
    user: role ? { id: "u1", role, email: "a@example.com", name: "A" } : null,
    sessionEnded: false,
    api: async (method, url, body) => {
      calls.push({ url, method, body });
      return { status, body: answer };
    },
  };
  return { context: { admin } as unknown as AppLoadContext, calls };
}

const post = (json: unknown) => new Request("http://localhost/admin/latestnews", { method: "POST", body: JSON.stringify(json), headers: { "Content-Type": "application/json" } });
const get = (url: string) => new Request(`http://localhost${url}`);

describe("the item form's values and body", () => {
  it("starts a new offer as a draft dated today, and an optional end date empty", () => {
    const v = initialValues(offerFields);
    expect(v.status).toBe("draft");
    expect(v.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(v.validUntil).toBe("");
    expect(v.mainHeading).toBe("");
  });

  it("reads a stored article's fields and sends dates as that day in India", () => {
    const v = initialValues(articleFields, { title: "ROC deadline", summary: "Extended", date: "2026-01-15T00:00:00+05:30", status: "published" });
    expect(v).toMatchObject({ title: "ROC deadline", summary: "Extended", date: "2026-01-15", status: "published", url: "", body: "" });
    expect(payload(articleFields, v)).toMatchObject({ title: "ROC deadline", date: "2026-01-15T00:00:00+05:30", status: "published" });
  });

  it("sends an offer's end date as the end of that day in India, and no end date as empty", () => {
    const v = { ...initialValues(offerFields), date: "2026-02-01", validUntil: "2026-02-28" };
    expect(payload(offerFields, v)).toMatchObject({ date: "2026-02-01T00:00:00+05:30", validUntil: "2026-02-28T23:59:59.999+05:30" });
    expect(payload(offerFields, { ...v, validUntil: "" }).validUntil).toBe("");
  });
});

describe("the publishable loaders and action", () => {
  it("loads the list, and with ?edit= the item for the editor dialog", async () => {
    const { context, calls } = contextOf(200, { data: [] });
    const loader = publishableListLoader("/api/news", offerMessages, true);
    expect(await loader({ request: get("/admin/latestnews"), context })).toEqual({ list: { data: [], error: null }, item: null });
    await loader({ request: get("/admin/latestnews?edit=a%2Fb"), context });
    expect(calls.map((c) => c.url)).toEqual(["/api/news", "/api/news", "/api/news/a%2Fb"]);
  });

  it("asks nothing for a role that may not see the screen: 403", async () => {
    const { context, calls } = contextOf(200, { data: [] }, "editor");
    const refused = await publishableListLoader("/api/news", newsMessages, true)({ request: get("/admin/latestnews?edit=n1"), context }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ init: { status: 403 }, data: { message: adminMessages.notPermitted } });
    expect(calls).toEqual([]);
  });

  it("sends a visitor to the sign-in page, to come back here", async () => {
    const { context, calls } = contextOf(200, { data: [] }, null);
    const sent = await publishableListLoader("/api/news", newsMessages)({ request: get("/admin/latestnews"), context }).catch((e: unknown) => e);
    expect(sent).toBeInstanceOf(Response);
    expect((sent as Response).headers.get("Location")).toBe("/admin/login?next=%2Fadmin%2Flatestnews");
    expect(calls).toEqual([]);
  });

  it("answers a failed read with the screen's message, never a throw", async () => {
    const { context } = contextOf(500, {});
    const request = get("/admin/offers/edit/x");
    expect(await publishableItemLoader("/api/offers", offerMessages)({ request, context, params: { id: "x" } })).toEqual({ data: null, error: offerMessages.itemFetchFailed });
    expect(await publishableItemLoader("/api/offers", offerMessages)({ request, context, params: {} })).toEqual({ data: null, error: null });
  });

  it("creates with POST, updates with PUT and deletes with DELETE", async () => {
    const { context, calls } = contextOf(200, { data: { id: "n1" } });
    const action = publishableAction("/api/news", offerMessages);
    expect(await action({ request: post({ intent: "save", body: { title: "New" } }), context })).toEqual({ ok: true, data: { id: "n1" } });
    await action({ request: post({ intent: "save", id: "n1", body: { title: "Again", updatedAt: "t1" } }), context });
    await action({ request: post({ intent: "delete", id: "n1" }), context });
    expect(calls).toEqual([
      { url: "/api/news", method: "POST", body: { title: "New" } },
      { url: "/api/news/n1", method: "PUT", body: { title: "Again", updatedAt: "t1" } },
      { url: "/api/news/n1", method: "DELETE", body: undefined },
    ]);
  });

  it("reads a form posted without JavaScript: `body.` fields go into the body", async () => {
    const { context, calls } = contextOf(200, { data: { id: "n1" } });
    const form = new URLSearchParams({ intent: "save", id: "n1", "body.title": "Plain", "body.status": "draft" });
    const request = new Request("http://localhost/admin/latestnews", { method: "POST", body: form, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    await publishableAction("/api/news", offerMessages)({ request, context });
    expect(calls).toEqual([{ url: "/api/news/n1", method: "PUT", body: { title: "Plain", status: "draft" } }]);
  });

  it("answers a refused save with the server's text and status (409: an edit conflict), else the screen's message", async () => {
    const conflict = contextOf(409, { error: "This item was changed by Administrator after you opened it." });
    const action = publishableAction("/api/offers", offerMessages);
    expect(await action({ request: post({ intent: "save", id: "o1", body: {} }), context: conflict.context })).toEqual({
      ok: false,
      status: 409,
      error: "This item was changed by Administrator after you opened it.",
    });
    const failing = contextOf(500, {});
    expect(await action({ request: post({ intent: "delete", id: "o1" }), context: failing.context })).toEqual({ ok: false, status: 500, error: offerMessages.deleteFailed });
  });
});

describe("the page a loader runs for", () => {
  it("is the page's own address when the browser asks React Router's data URL", () => {
    expect(pageAddress(new Request("http://localhost/admin/dashboard.data?_routes=routes%2Fadmin%2Fdashboard")).href).toBe("http://localhost/admin/dashboard");
    expect(pageAddress(new Request("http://localhost/admin/blog.data?status=draft&_routes=x")).href).toBe("http://localhost/admin/blog?status=draft");
    expect(pageAddress(new Request("http://localhost/_root.data")).pathname).toBe("/");
    expect(pageAddress(new Request("http://localhost/admin/blog?q=gst")).href).toBe("http://localhost/admin/blog?q=gst");
  });

  it("lets an editor's data request for the dashboard through, as the page's own request", () => {
    const { context } = contextOf(200, { data: [] }, "editor");
    expect(staffOf({ request: new Request("http://localhost/admin/dashboard.data?_routes=x"), context })).toMatchObject({ role: "editor" });
  });
});
