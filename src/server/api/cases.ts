// Clients' cases (docs/product.md#cases-api). The client's API, with their session cookie: the sign-in link
// (asked for by e-mail, used by its token), their cases, documents and messages, the download of their data and
// the request to erase it. Staff's API: the cases list and a case's actions, for admins and for editors an admin
// gave access; erasure requests and erasure, for admins.
import { Router, type Request, type RequestHandler, type Response } from "express";
import { requireRole } from "../auth/middleware";
import { requireClient } from "../auth/client-session";
import { CLIENT_COOKIES, clearedSessionCookies, sessionCookie } from "../auth/session-cookie";
import { Forbidden } from "../errors";
import { param } from "../http/params";
import type { Services } from "../services";
import { readUpload } from "../services/case-files";
import type { CaseAsker } from "../services/cases";
import { editorOf } from "../services/conflict";
import { actorOf } from "../services/events";
import { caseMessages } from "../../shared/case-messages";
import type { Client } from "../../shared/schemas/case";

const text = (v: unknown) => (typeof v === "string" ? v : undefined);

/** A document as a download: never shown inline, never sniffed, never kept. */
export function sendDocument(res: Response, doc: { name: string; type: string; bytes: Buffer }): void {
  const ascii = doc.name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "document";
  res.set({
    "Content-Type": doc.type,
    "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.name)}`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
  });
  res.send(doc.bytes);
}

const clientOf = (req: Request): Client => req.caseClient as Client;

export function clientRouter({ clients, cases }: Services): Router {
  const r = Router();
  const reference = (req: Request) => param(req, "reference");
  const asker = (req: Request): CaseAsker => ({ client: clientOf(req) });

  r.post("/login", (req, res) => void res.json({ data: clients.requestLink(req.body, req.ip) }));
  // A program (or the page's script) signs in with the link's token; the page's Continue button does the same.
  r.post("/session", (req, res) => {
    const { token, client } = clients.signIn(text((req.body as { token?: unknown } | undefined)?.token) ?? "", { agent: req.get("user-agent") ?? "", address: req.ip ?? "" });
    res.append("Set-Cookie", sessionCookie(req, token, false, CLIENT_COOKIES));
    res.json({ data: { email: client.email, name: client.name } });
  });
  r.post("/logout", (req, res) => {
    if (req.clientSession) clients.sessions.end(req.clientSession.token);
    res.append("Set-Cookie", clearedSessionCookies(req, CLIENT_COOKIES));
    res.json({ data: { signedOut: true } });
  });
  r.use(requireClient);
  r.get("/cases", (req, res) => void res.json({ data: cases.forClient(clientOf(req)) }));
  r.get("/cases/:reference", (req, res) => void res.json({ data: cases.clientCase(clientOf(req), reference(req)) }));
  r.post("/cases/:reference/documents", async (req, res) => {
    const upload = await readUpload(req.headers, req);
    res.status(201).json({ data: await cases.upload(asker(req), reference(req), upload, upload.fields.item ?? "") });
  });
  r.get("/cases/:reference/documents/:id", async (req, res) => sendDocument(res, await cases.download(asker(req), reference(req), param(req, "id"))));
  r.post("/cases/:reference/messages", (req, res) => {
    cases.message(asker(req), reference(req), req.body);
    res.status(201).json({ data: cases.clientCase(clientOf(req), reference(req)).messages.at(-1) });
  });
  // Everything held about the client, as a JSON file (their documents are listed with their download links).
  r.get("/export", (req, res) => {
    res.set({ "Content-Disposition": 'attachment; filename="my-data.json"', "Cache-Control": "no-store" });
    res.json(cases.exportFor(clientOf(req)));
  });
  r.post("/erasure", (req, res) => void res.status(202).json({ data: { requestedAt: clients.requestErasure(clientOf(req).id).erasureRequestedAt } }));
  return r;
}

/** Admins, and editors an admin gave access to cases. */
const caseStaff: RequestHandler[] = [
  requireRole("admin", "editor"),
  (req, _res, next) => next(req.user?.role === "admin" || req.user?.caseAccess ? undefined : new Forbidden(caseMessages.noCaseAccess)),
];

export function casesRouter({ cases, clients }: Services): Router {
  const r = Router();
  const reference = (req: Request) => param(req, "reference");
  const staff = (req: Request) => ({ editor: editorOf(req.user) ?? { name: "", email: "" }, actor: actorOf(req) });

  r.get(
    "/cases",
    ...caseStaff,
    (req, res) =>
      void res.json(
        cases.list({
          status: text(req.query.status),
          waiting: text(req.query.waiting),
          overdue: text(req.query.overdue),
          q: text(req.query.q),
          page: text(req.query.page),
          limit: text(req.query.limit),
        }),
      ),
  );
  r.post("/cases", ...caseStaff, (req, res) => {
    const { editor, actor } = staff(req);
    const opened = cases.openFromEnquiry(req.body, editor, actor);
    void cases.sendFirstLink(opened);
    res.status(201).json({ data: cases.get(opened.reference) });
  });
  r.get(
    "/cases/erasure-requests",
    requireRole("admin"),
    (_req, res) => void res.json({ data: clients.erasureRequests().map((c) => ({ id: c.id, email: c.email, name: c.name, erasureRequestedAt: c.erasureRequestedAt })) }),
  );
  r.get("/cases/:reference", ...caseStaff, (req, res) => void res.json({ data: cases.get(reference(req)) }));
  const act = (path: string, run: (req: Request, s: ReturnType<typeof staff>) => unknown) =>
    r.post(`/cases/:reference/${path}`, ...caseStaff, (req, res) => {
      run(req, staff(req));
      res.json({ data: cases.get(reference(req)) });
    });
  act("advance", (req, s) => cases.advance(reference(req), s.editor, s.actor));
  act("close", (req, s) => cases.setOpen(reference(req), false, s.editor, s.actor));
  act("reopen", (req, s) => cases.setOpen(reference(req), true, s.editor, s.actor));
  act("notes", (req, s) => cases.note(reference(req), req.body, s.editor, s.actor));
  act("messages", (req, s) => cases.message({ staff: s.editor, actor: s.actor }, reference(req), req.body));
  act("requests", (req, s) => cases.request(reference(req), req.body, s.editor, s.actor));
  act("sign-in-link", (req) => cases.sendSignInLink(reference(req)));
  act("documents/:id/accept", (req, s) => cases.accept(reference(req), param(req, "id"), s.editor, s.actor));
  act("documents/:id/reject", (req, s) => cases.reject(reference(req), param(req, "id"), req.body, s.editor, s.actor));
  // Staff upload a document the client sent another way (by post, by e-mail).
  r.post("/cases/:reference/documents", ...caseStaff, async (req, res) => {
    const upload = await readUpload(req.headers, req);
    const { editor, actor } = staff(req);
    res.status(201).json({ data: await cases.upload({ staff: editor, actor }, reference(req), upload, upload.fields.item ?? "") });
  });
  r.get("/cases/:reference/documents/:id", ...caseStaff, async (req, res) => {
    const { editor, actor } = staff(req);
    const doc = await cases.download({ staff: editor, actor }, reference(req), param(req, "id"));
    await cases.recordDownload(reference(req), doc.name, actor);
    sendDocument(res, doc);
  });
  r.post("/clients/:id/erase", requireRole("admin"), async (req, res) => void res.json({ data: await cases.erase(param(req, "id"), actorOf(req)) }));
  return r;
}
