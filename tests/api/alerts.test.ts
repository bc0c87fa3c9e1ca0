// GET /api/alerts (admin only): the new-enquiry count and whether enquiry e-mails are off or failing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "../../src/shared/api-messages";
import { mailMessages } from "../../src/shared/mail-messages";
import { startTestServer, type TestServer } from "../fixtures/server";

const enquiry = { name: "Ravi Kumar", email: "ravi@example.in", phone: "9876543210", message: "Please call me about NGO registration" };

async function submit(s: TestServer): Promise<string> {
  const { data } = (await (await s.api("/api/send-message/token")).json()) as { data: { token: string } };
  const res = await s.api("/api/send-message", { method: "POST", json: { ...enquiry, formToken: data.token } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

type Alerts = { newEnquiries: number; mail: { enabled: boolean; offReason?: string; waitingForRetry: number; gaveUp: number } };
const alerts = async (s: TestServer, token: string) => {
  const res = await s.api("/api/alerts", { token });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return ((await res.json()) as { data: Alerts }).data;
};

describe("/api/alerts with mail off", () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer({ ENQUIRY_MIN_FILL_SECONDS: "0" });
    admin = await s.tokenFor("admin");
  });
  afterAll(() => s.close());

  it("counts new enquiries and says mail is off and why", async () => {
    expect(await alerts(s, admin)).toEqual({ newEnquiries: 0, mail: { enabled: false, offReason: mailMessages.offReason, waitingForRetry: 0, gaveUp: 0 } });
    const first = await submit(s);
    await submit(s);
    expect((await alerts(s, admin)).newEnquiries).toBe(2);
    await s.api(`/api/enquiries/${first}`, { method: "PUT", token: admin, json: { status: "contacted" } });
    expect((await alerts(s, admin)).newEnquiries).toBe(1);
  });

  it("is for admins only", async () => {
    expect((await s.api("/api/alerts")).status).toBe(401);
    const editor = await s.tokenFor("editor");
    const res = await s.api("/api/alerts", { token: editor });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: apiMessages.forbidden });
  });
});

describe("/api/alerts with mail failing", () => {
  let s: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 1: every attempt fails and waits for a retry.
    s = await startTestServer({ ENQUIRY_MIN_FILL_SECONDS: "0", SMTP_URL: "smtp://127.0.0.1:1", MAIL_TO: "enquiries@firm.example" });
  });
  afterAll(() => s.close());

  it("counts the e-mails waiting for a retry", async () => {
    const admin = await s.tokenFor("admin");
    await submit(s);
    await s.services.enquiryDelivery.settled();
    expect((await alerts(s, admin)).mail).toEqual({ enabled: true, waitingForRetry: 1, gaveUp: 0 });
  });
});
