// Generated enquiries for the storage benchmark and the tests (migration, paging): deterministic, valid
// against enquirySchema, spread over time, statuses, sources and mail states.
import type { Enquiry } from "../../src/shared/schemas/enquiry";
import { cycle } from "./cycle";

const NAMES = ["Asha Verma", "Ravi Kumar", "Priya Sharma", "Imran Khan", "Meera Iyer", "Arjun Singh", "Kavya Reddy", "Rahul Gupta", "आशा वर्मा", "Sunil Das"];
const SERVICES = ["Private Limited", "LLP", "OPC", "Partnership Firm", "GST Registration", "Trademark", "NGO/Section 8", ""];
const CITIES = ["Delhi", "Noida", "Gurgaon", "Pune", "Patna", "Jaipur", "Mumbai", ""];
const SOURCES = ["contact-modal", "contact-page", "home-dialog"];
const STATUSES = ["new", "contacted", "closed"] as const;

/** The n-th generated enquiry, created `stepMs` after the previous one from `startMs`. */
export function fakeEnquiry(n: number, startMs = Date.parse("2021-11-01T04:30:00Z"), stepMs = 48 * 60_000): Enquiry {
  const createdAt = new Date(startMs + n * stepMs).toISOString();
  const status = cycle(STATUSES, n % 7 === 0 ? 0 : n);
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    createdAt,
    ...(status === "new" ? {} : { updatedAt: createdAt }),
    name: cycle(NAMES, n),
    email: `client${n}@example.in`,
    phone: String(9000000000 + ((n * 7919) % 999999999)),
    message: `Enquiry number ${n} I would like to know the fees and the documents needed for registration in my city ${"and the timeline ".repeat(n % 12)}`.trim(),
    service: cycle(SERVICES, n),
    offer: "",
    city: cycle(CITIES, n >> 1),
    source: cycle(SOURCES, n),
    status,
    note: status === "new" ? "" : `Called on day ${n % 28}`,
    notes: [],
    page: n % 2 ? "/contact-us" : "/llp",
    referrer: n % 3 ? "https://www.google.com/search" : "",
    channel: n % 3 === 0 ? "modal" : n % 3 === 2 ? "home-dialog" : n % 2 ? "contact-page" : "no-js-form",
    landing: n % 2 ? "/" : "/llp",
    referrerHost: n % 3 ? "www.google.com" : "",
    utm: n % 5 ? {} : { utm_source: "google", utm_campaign: "spring" },
    ip: `10.0.${(n >> 8) % 256}.${n % 256}`,
    mail: n % 11 === 0 ? { state: "failed", attempts: 8, lastError: "connect ECONNREFUSED" } : { state: "sent", attempts: 1, sentAt: createdAt },
  };
}

export function fakeEnquiries(count: number, startMs?: number, stepMs?: number): Enquiry[] {
  return Array.from({ length: count }, (_, i) => fakeEnquiry(i, startMs, stepMs));
}
