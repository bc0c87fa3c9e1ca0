// The admin's dated-item screens: the form values and body of the item form, and the
// clientLoader/clientAction of offers, news and resources (docs/decisions/011-admin-data-loading.md).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminMessages } from "../../src/shared/admin-messages";
import { initialValues, payload } from "../../src/app/components/admin/item-fields";
import { articleFields, newsMessages, offerFields, offerMessages } from "../../src/app/components/admin/publishable-config";
import { publishableAction, publishableItemLoader, publishableListLoader } from "../../src/app/lib/admin-publishable";

type Call = { url: string; method: string; body: unknown };

/** Answers every fetch with `status` and `answer`, and records the calls. */
function stubFetch(status: number, answer: unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? "GET", body: typeof init.body === "string" ? JSON.parse(init.body) : undefined });
    return new Response(JSON.stringify(answer), { status, headers: { "Content-Type": "application/json" } });
  });
  return calls;
}

const post = (json: unknown) => new Request("http://localhost/admin/latestnews", { method: "POST", body: JSON.stringify(json), headers: { "Content-Type": "application/json" } });

// The loaders ask only with a staff session (screenRefusal): an admin's, kept as the browser keeps it.
beforeEach(() => {
  const stored = new Map<string, string>([
    ["adminToken", "t"],
    ["userRole", "admin"],
  ]);
  vi.stubGlobal("window", {});
  vi.stubGlobal("localStorage", { getItem: (k: string) => stored.get(k) ?? null });
});

afterEach(() => vi.unstubAllGlobals());

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
    const calls = stubFetch(200, { data: [] });
    const loader = publishableListLoader("/api/news", offerMessages, true);
    expect(await loader({ request: new Request("http://localhost/admin/latestnews") })).toEqual({ list: { data: [], error: null }, item: null });
    await loader({ request: new Request("http://localhost/admin/latestnews?edit=a%2Fb") });
    expect(calls.map((c) => c.url)).toEqual(["/api/news", "/api/news", "/api/news/a%2Fb"]);
  });

  it("asks nothing for a role that may not see the screen (the layout says Not permitted)", async () => {
    vi.stubGlobal("localStorage", { getItem: (k: string) => ({ adminToken: "t", userRole: "editor" })[k] ?? null });
    const calls = stubFetch(200, { data: [] });
    const loaded = await publishableListLoader("/api/news", newsMessages, true)({ request: new Request("http://localhost/admin/latestnews?edit=n1") });
    expect(loaded).toEqual({ list: { data: null, error: adminMessages.notPermitted }, item: null });
    expect(calls).toEqual([]);
  });

  it("answers a failed read with the screen's message, never a throw", async () => {
    stubFetch(500, {});
    const request = new Request("http://localhost/admin/offers/edit/x");
    expect(await publishableItemLoader("/api/offers", offerMessages)({ request, params: { id: "x" } })).toEqual({ data: null, error: offerMessages.itemFetchFailed });
    expect(await publishableItemLoader("/api/offers", offerMessages)({ request, params: {} })).toEqual({ data: null, error: null });
  });

  it("creates with POST, updates with PUT and deletes with DELETE", async () => {
    const calls = stubFetch(200, { data: { id: "n1" } });
    const action = publishableAction("/api/news", offerMessages);
    expect(await action({ request: post({ intent: "save", body: { title: "New" } }) })).toEqual({ ok: true, data: { id: "n1" } });
    await action({ request: post({ intent: "save", id: "n1", body: { title: "Again", updatedAt: "t1" } }) });
    await action({ request: post({ intent: "delete", id: "n1" }) });
    expect(calls).toEqual([
      { url: "/api/news", method: "POST", body: { title: "New" } },
      { url: "/api/news/n1", method: "PUT", body: { title: "Again", updatedAt: "t1" } },
      { url: "/api/news/n1", method: "DELETE", body: undefined },
    ]);
  });

  it("answers a refused save with the server's text and status (409: an edit conflict), else the screen's message", async () => {
    stubFetch(409, { error: "This item was changed by Administrator after you opened it." });
    const action = publishableAction("/api/offers", offerMessages);
    expect(await action({ request: post({ intent: "save", id: "o1", body: {} }) })).toEqual({
      ok: false,
      status: 409,
      error: "This item was changed by Administrator after you opened it.",
    });
    stubFetch(500, {});
    expect(await action({ request: post({ intent: "delete", id: "o1" }) })).toEqual({ ok: false, status: 500, error: offerMessages.deleteFailed });
  });
});
