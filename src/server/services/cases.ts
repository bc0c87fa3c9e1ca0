// Cases (docs/product.md#cases): the engagement a paid order opens (inside the paying transaction) or staff open
// from an enquiry. A case has the package's stages (done / current / next, with expected days), a checklist of
// the documents the firm needs (the package's template), the files the client uploads for it (checked, cleaned
// and encrypted: case-files.ts, document-files.ts; scanned by ClamAV when one is set) and messages both ways.
// The client reaches only their own cases: any other reference answers 404, as an unknown one does. Every
// staff action, and each upload and message of the client, is a write of the case announced on the change feed
// (the activity log and the alerts listen). Erasure and retention remove a person's data but the invoices.
import { randomBytes, randomUUID } from "node:crypto";
import { caseMessages } from "../../shared/case-messages";
import { mailMessages } from "../../shared/mail-messages";
import { indiaDayOf, stageViews, expectedFinishOf, isOverdue } from "../../shared/case-stages";
import {
  CASE_LIMITS,
  messageInputSchema,
  noteInputSchema,
  openCaseInputSchema,
  rejectInputSchema,
  requestInputSchema,
  type Case,
  type CaseDocument,
  type ChecklistItem,
  type Client,
  type ClientCaseView,
  type ClientDocumentView,
} from "../../shared/schemas/case";
import type { Editor } from "../../shared/schemas/common";
import type { Order } from "../../shared/schemas/order";
import type { Package } from "../../shared/schemas/package";
import { AppError, Conflict, Invalid, NotFound, StorageUnavailable, TooLarge, UnsupportedType } from "../errors";
import type { Logger } from "../log";
import { SYSTEM, type Actor, type Storage, type Where } from "../storage";
import type { CaseFiles } from "./case-files";
import type { CaseMailer } from "./case-mail";
import type { ClientService } from "./clients";
import { cleanDocument, type VirusScanner } from "./document-files";
import type { PushService } from "./push";
import type { ActivityService } from "./activity";
import { FIRST_LINK_MINUTES } from "./clients";
import { parseInput } from "./validate";
import type { Retention } from "../../shared/privacy";

/** Who asks: the signed-in client, or a staff member (with their name for the record). */
export type CaseAsker = { client: Client } | { staff: Editor; actor: Actor };

export type CaseServiceOptions = {
  clients: ClientService;
  activity: Pick<ActivityService, "record">;
  files: CaseFiles;
  mail: CaseMailer;
  scanner: VirusScanner | null;
  push: Pick<PushService, "notify">;
  packageOf: (slug: string) => Package | undefined;
  /** The order's page for its client (the invoices are there). */
  orderLink?: (o: Order) => string;
  /** The days documents are kept after a case closes, and enquiries that never became clients (the firm's settings). */
  retention: () => Retention;
  siteUrl: string;
  log: Logger;
  now: () => number;
};

export type CaseFilter = { status?: string; waiting?: string; overdue?: string; q?: string; page?: string; limit?: string };
export type CaseSummary = Pick<Case, "id" | "reference" | "client" | "package" | "status" | "waitingOn" | "createdAt" | "updatedAt"> & {
  stage: string;
  due?: string;
  overdue: boolean;
  missing: number;
  toReview: number;
};

const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const newReference = () => `CASE-${Array.from(randomBytes(8), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("")}`;

const PAGE_SIZE = 25;

/** Who the next step is with: the client while a document is needed from them; us while one waits for review or their message is unanswered. */
function waitingOnOf(c: Pick<Case, "status" | "checklist">, lastMessageFrom?: "client" | "firm"): Case["waitingOn"] {
  if (c.status !== "open") return "none";
  if (c.checklist.some((i) => i.status === "uploaded") || lastMessageFrom === "client") return "firm";
  if (c.checklist.some((i) => i.status === "missing" || i.status === "rejected")) return "client";
  return "firm";
}

export function createCaseService(
  storage: Pick<Storage, "cases" | "caseDocuments" | "caseMessages" | "clients" | "clientLinks" | "clientSessions" | "orders" | "invoices" | "enquiries" | "transaction">,
  opts: CaseServiceOptions,
) {
  const { cases, caseDocuments: documents, caseMessages: messages } = storage;
  const { clients, files, mail, scanner, push, packageOf, siteUrl, log, now } = opts;
  const iso = () => new Date(now()).toISOString();
  const clientLink = `${siteUrl}/client`;
  const pageOf = (c: Case) => `${siteUrl}/client/cases/${c.reference}`;

  const byReference = (reference: string) => (/^[A-Z0-9-]{4,40}$/.test(reference) ? cases.find({ where: { reference }, limit: 1 })[0] : undefined);

  /** The case as the asker may see it: a client reaches only their own (another's answers 404, like none). */
  function caseFor(asker: CaseAsker, reference: string): Case {
    const c = byReference(reference);
    if (!c || ("client" in asker && c.clientId !== asker.client.id)) throw new NotFound(caseMessages.caseNotFound);
    return c;
  }

  const lastMessageFrom = (caseId: string) => messages.find({ where: { case_id: caseId }, sort: "-seq", limit: 1 })[0]?.from;

  /** Writes the case with its waiting state worked out again. */
  function save(c: Case, verb: string, actor: Actor, editor?: Editor, lastFrom?: "client" | "firm"): Case {
    const next: Case = { ...c, waitingOn: waitingOnOf(c, lastFrom ?? lastMessageFrom(c.id)), updatedAt: iso(), ...(editor ? { updatedBy: editor } : {}) };
    return cases.update(c.id, next, { actor, verb });
  }

  const checklistFrom = (template: readonly { label: string; hint: string }[], at: string): ChecklistItem[] =>
    template.slice(0, CASE_LIMITS.checklist).map((t) => ({ id: randomUUID().slice(0, 8), label: t.label, hint: t.hint, status: "missing", requestedAt: at }));

  /** A new case's record for `client` and the package (its stages and checklist as they are today). */
  function newCase(
    client: Client,
    pkg: Pick<Package, "slug" | "title" | "steps" | "checklist">,
    person: { name: string; email: string; phone: string },
    extra: Partial<Case>,
  ): Case {
    const at = iso();
    const c: Case = {
      id: randomUUID(),
      reference: extra.reference ?? newReference(),
      clientId: client.id,
      client: person,
      package: { slug: pkg.slug, title: pkg.title },
      status: "open",
      stages: pkg.steps.map((s, i) => ({ name: s.name, days: s.days, ...(i === 0 ? { startedAt: at } : {}) })),
      stage: 0,
      checklist: checklistFrom(pkg.checklist, at),
      notes: [],
      waitingOn: "client",
      bytes: 0,
      createdAt: at,
      updatedAt: at,
      ...extra,
    };
    return { ...c, waitingOn: waitingOnOf(c) };
  }

  function documentView(d: CaseDocument): ClientDocumentView {
    return { id: d.id, item: d.item, name: d.name, type: d.type, size: d.size, status: d.status, uploadedAt: d.uploadedAt, ...(d.reason ? { reason: d.reason } : {}) };
  }

  function summaryOf(c: Case, today: string): CaseSummary {
    const views = stageViews(c);
    const current = views.find((s) => s.state === "current");
    return {
      id: c.id,
      reference: c.reference,
      client: c.client,
      package: c.package,
      status: c.status,
      waitingOn: c.waitingOn,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
      stage: c.status === "closed" ? "Closed" : (current?.name ?? "All stages done"),
      ...(current?.expectedBy ? { due: current.expectedBy } : {}),
      overdue: isOverdue(c, today),
      missing: c.checklist.filter((i) => i.status === "missing" || i.status === "rejected").length,
      toReview: c.checklist.filter((i) => i.status === "uploaded").length,
    };
  }

  /** Staff's full view of a case: the record, its files and messages (newest last). */
  function staffView(c: Case) {
    return {
      ...c,
      stageViews: stageViews(c),
      expectedFinish: expectedFinishOf(c),
      overdue: isOverdue(c, indiaDayOf(now())),
      documents: documents
        .find({ where: { case_id: c.id }, sort: "-seq" })
        .map((d) => ({ ...documentView(d), uploadedBy: d.uploadedBy, reviewedBy: d.reviewedBy, reviewedAt: d.reviewedAt })),
      messages: messages.find({ where: { case_id: c.id }, sort: "seq" }),
    };
  }

  /** What the client sees of their case: never staff notes, stored file names or who reviewed. */
  function clientView(c: Case): ClientCaseView {
    const docs = documents.find({ where: { case_id: c.id }, sort: "-seq" });
    const current = new Map(docs.map((d) => [d.id, d]));
    const order = c.orderId ? storage.orders.get(c.orderId) : undefined;
    const invoices = c.orderId ? storage.invoices.find({ where: { order_id: c.orderId }, sort: "seq" }) : [];
    const views = stageViews(c);
    return {
      reference: c.reference,
      status: c.status,
      service: c.package.title,
      stage: c.status === "closed" ? "Closed" : (views.find((s) => s.state === "current")?.name ?? "All stages done"),
      stages: views,
      expectedFinish: expectedFinishOf(c) || undefined,
      waitingOn: c.waitingOn,
      checklist: c.checklist.map((i) => {
        const d = i.documentId ? current.get(i.documentId) : undefined;
        return { id: i.id, label: i.label, hint: i.hint, status: i.status, ...(i.reason ? { reason: i.reason } : {}), ...(d ? { document: documentView(d) } : {}) };
      }),
      documents: docs.filter((d) => d.status !== "replaced").map(documentView),
      messages: messages
        .find({ where: { case_id: c.id }, sort: "seq" })
        .map((m) => ({ id: m.id, from: m.from, name: m.from === "client" ? c.client.name : (m.by?.name ?? "Our team"), text: m.text, at: m.at })),
      invoices: invoices.map((i) => ({ number: i.number, date: i.date, kind: i.kind })),
      ...(order ? { orderReference: order.reference, ...(opts.orderLink ? { orderLink: opts.orderLink(order) } : {}) } : {}),
      ...(c.documentsErasedAt ? { documentsErasedAt: c.documentsErasedAt } : {}),
      createdAt: c.createdAt,
    };
  }

  function requireOpen(c: Case) {
    if (c.status !== "open") throw new Conflict(caseMessages.caseClosed);
  }

  function addMessage(c: Case, from: "client" | "firm", text: string, by?: Editor) {
    messages.create({ id: randomUUID(), caseId: c.id, from, ...(by ? { by } : {}), text, at: iso() });
    const count = messages.count({ case_id: c.id });
    if (count > CASE_LIMITS.messages) {
      const oldest = messages.find({ where: { case_id: c.id }, sort: "seq", limit: count - CASE_LIMITS.messages });
      messages.removeWhere({ id: { in: oldest.map((m) => m.id) } });
    }
  }

  /** Removes a case's files from disk and their rows; the case keeps its checklist, each item needed again. */
  async function eraseDocuments(c: Case, actor: Actor): Promise<Case> {
    const docs = documents.find({ where: { case_id: c.id } });
    const erased = storage.transaction(() => {
      documents.removeWhere({ case_id: c.id });
      const cur = cases.get(c.id) ?? c;
      return cases.update(
        c.id,
        {
          ...cur,
          bytes: 0,
          documentsErasedAt: iso(),
          checklist: cur.checklist.map(({ documentId: _d, reason: _r, ...i }) => ({ ...i, status: "missing" as const })),
          updatedAt: iso(),
        },
        { actor, verb: "erased" },
      );
    });
    for (const d of docs) await files.remove(d.file).catch((err: unknown) => log.warn({ err }, "[cases] a document file could not be removed"));
    return erased;
  }

  const service = {
    /**
     * Opens the case of a paid order, inside the paying transaction (the caller's): the client is found by
     * e-mail or made, the package's stages and checklist copied. An order has one case: a second call returns it.
     */
    openFromOrder(order: Order): Case {
      const known = cases.find({ where: { order_id: order.id }, limit: 1 })[0];
      if (known) return known;
      const pkg = packageOf(order.package.slug);
      const person = { name: order.client.name, email: order.client.email.toLowerCase(), phone: order.client.phone };
      const client = clients.ensure(person);
      const reference = byReference(order.reference) ? newReference() : order.reference;
      const template = pkg ?? { slug: order.package.slug, title: order.package.title, steps: [], checklist: [] };
      return cases.create(newCase(client, template, person, { reference, orderId: order.id, ...(order.enquiryId ? { enquiryId: order.enquiryId } : {}) }), { verb: "opened" });
    },

    /** Staff open a case from an enquiry for one of the packages. 409 when the enquiry has one. */
    openFromEnquiry(body: unknown, editor: Editor, actor: Actor): Case {
      const input = parseInput(openCaseInputSchema, body);
      const enquiry = storage.enquiries.get(input.enquiryId);
      if (!enquiry) throw Invalid.field("enquiryId", "names no enquiry");
      const pkg = packageOf(input.packageSlug);
      if (!pkg) throw Invalid.field("packageSlug", "names no package");
      if (!enquiry.email) throw Invalid.field("enquiryId", "has no e-mail address to sign in with");
      return storage.transaction(() => {
        if (cases.count({ enquiry_id: enquiry.id })) throw new Conflict(caseMessages.caseExists);
        const person = { name: enquiry.name, email: enquiry.email.toLowerCase(), phone: enquiry.phone };
        const client = clients.ensure(person);
        return cases.create({ ...newCase(client, pkg, person, { enquiryId: enquiry.id }), updatedBy: editor }, { actor, verb: "opened" });
      });
    },

    /** The link a case's first e-mail carries (the paid order's receipt, or staff's "send sign-in link"). */
    firstLinkFor(c: Case): string {
      const client = clients.get(c.clientId);
      return client ? clients.firstLink(client) : clientLink;
    },
    /** Staff's "Send a sign-in link": 503 while mail is off (nothing would reach the client), else sent in the background. */
    sendSignInLink(reference: string): void {
      const c = byReference(reference);
      if (!c) throw new NotFound(caseMessages.caseNotFound);
      if (!mail.enabled) throw new StorageUnavailable(mailMessages.signInMailOff);
      const client = clients.get(c.clientId);
      if (client) void mail.signInLink({ name: client.name, email: client.email }, clients.firstLink(client), FIRST_LINK_MINUTES);
    },
    /** E-mails the client of a case a sign-in link (a case staff opened, or staff's "send sign-in link"). */
    async sendFirstLink(c: Pick<Case, "clientId">): Promise<void> {
      const client = clients.get(c.clientId);
      if (client) await mail.signInLink({ name: client.name, email: client.email }, clients.firstLink(client), FIRST_LINK_MINUTES);
    },

    /** A staff download of a document is recorded in the activity log (no record changes). */
    async recordDownload(reference: string, name: string, actor: Actor): Promise<void> {
      const c = byReference(reference);
      if (c) await opts.activity.record(actor, "document-download", { type: "case", id: c.id, title: `${c.reference} ${name}` });
    },

    /** The first link for the case a paid order opened (undefined when it has none). */
    firstLinkForOrder(o: Order): string | undefined {
      const c = cases.find({ where: { order_id: o.id }, limit: 1 })[0];
      return c ? service.firstLinkFor(c) : undefined;
    },

    /** Staff's list: by status, who it waits on, overdue; a search over reference, client and service. */
    list(filter: CaseFilter = {}) {
      const where: Where<"status" | "waiting_on" | "due" | "search"> = {};
      const status = filter.status === "closed" || filter.status === "all" ? filter.status : "open";
      if (status !== "all") where.status = status;
      if (filter.waiting === "client" || filter.waiting === "firm") where.waiting_on = filter.waiting;
      const today = indiaDayOf(now());
      if (filter.overdue === "1" || filter.overdue === "true") where.due = { lt: today, exists: true };
      const q = (filter.q ?? "").trim().toLowerCase().slice(0, 100);
      if (q) where.search = { contains: q };
      const limit = Math.min(100, Math.max(1, Number.parseInt(filter.limit ?? "", 10) || PAGE_SIZE));
      const page = Math.max(1, Number.parseInt(filter.page ?? "", 10) || 1);
      const total = cases.count(where);
      const items = cases.find({ where, sort: "-seq", limit, offset: (page - 1) * limit }).map((c) => summaryOf(c, today));
      const counts = cases.countBy("waiting_on", { status: "open" });
      const overdue = cases.count({ status: "open", due: { lt: today, exists: true } });
      return {
        items,
        total,
        page,
        limit,
        counts: { client: counts.get("client") ?? 0, firm: counts.get("firm") ?? 0, overdue, erasureRequests: storage.clients.count({ erasure_requested_at: { exists: true } }) },
      };
    },

    /** Staff's view of one case. */
    get(reference: string) {
      const c = byReference(reference);
      if (!c) throw new NotFound(caseMessages.caseNotFound);
      return staffView(c);
    },

    /** The signed-in client's cases, newest first, as GET /api/client/cases lists them. */
    forClient(client: Client) {
      return cases.find({ where: { client_id: client.id }, sort: "-seq" }).map((c) => {
        const v = clientView(c);
        return {
          reference: v.reference,
          service: v.service,
          status: v.status,
          stage: v.stage,
          expectedFinish: v.expectedFinish,
          checklist: v.checklist.map((i) => ({ id: i.id, label: i.label, status: i.status })),
        };
      });
    },

    /** One case as its client sees it. */
    clientCase: (client: Client, reference: string) => clientView(caseFor({ client }, reference)),

    /**
     * A document for a checklist item: checked (type by its bytes, size, PDFs without scripts, images
     * re-encoded without metadata), scanned when a scanner is set, encrypted and stored; it replaces the
     * item's earlier file unless that one is accepted. 404 for another's case, 400 for an unknown item,
     * 413/415/422 for the file, 503 when the scanner cannot be reached.
     */
    async upload(asker: CaseAsker, reference: string, file: { name: string; bytes: Buffer }, itemId: string): Promise<ClientDocumentView> {
      const c = caseFor(asker, reference);
      requireOpen(c);
      const item = c.checklist.find((i) => i.id === itemId);
      if (!item) throw new Invalid(caseMessages.itemMissing, [{ path: "item", message: caseMessages.itemMissing }]);
      if (item.status === "accepted") throw new Conflict(caseMessages.alreadyAccepted);
      if (documents.count({ case_id: c.id }) >= CASE_LIMITS.documents) throw new TooLarge(caseMessages.tooManyFiles);
      const cleaned = await cleanDocument(file.bytes);
      if (!cleaned.ok) throw refusal(cleaned.reason);
      if (c.bytes + cleaned.bytes.length > CASE_LIMITS.caseBytes) throw new TooLarge(caseMessages.caseFull);
      if (scanner) {
        let result;
        try {
          result = await scanner.scan(cleaned.bytes);
        } catch (err) {
          log.error({ err }, "[cases] the virus scanner could not be reached");
          throw new StorageUnavailable(caseMessages.scanUnavailable);
        }
        if (result.infected) {
          log.warn({ case: c.reference, signature: result.signature }, "[cases] an infected upload was refused");
          void push.notify({ title: "Infected upload refused", body: `${c.reference}: ${result.signature}`, url: `/admin/cases/${c.reference}`, tag: `case-${c.id}-virus` });
          void mail.toFirm(c, `an upload was refused: it contains ${result.signature}`);
          throw new AppError(422, caseMessages.infected);
        }
      }
      const id = randomUUID();
      const stored = await files.write(id, cleaned.bytes);
      const name = (file.name || "document").replace(/[\\/\p{Cc}]/gu, "_").slice(-120);
      const by = "staff" in asker ? asker.staff : undefined;
      let replaced: CaseDocument | undefined;
      try {
        storage.transaction(() => {
          const cur = caseFor(asker, reference);
          requireOpen(cur);
          const it = cur.checklist.find((i) => i.id === itemId);
          if (!it) throw new Invalid(caseMessages.itemMissing, [{ path: "item", message: caseMessages.itemMissing }]);
          if (it.status === "accepted") throw new Conflict(caseMessages.alreadyAccepted);
          replaced = it.documentId ? documents.get(it.documentId) : undefined;
          if (replaced) documents.update(replaced.id, { status: "replaced" });
          documents.create({
            id,
            caseId: cur.id,
            item: it.id,
            name,
            type: cleaned.type,
            size: cleaned.bytes.length,
            status: "uploaded",
            file: stored,
            uploadedAt: iso(),
            ...(by ? { uploadedBy: by } : {}),
          });
          const checklist = cur.checklist.map((i) => (i.id === it.id ? { ...i, status: "uploaded" as const, documentId: id, reason: undefined } : i));
          save({ ...cur, checklist, bytes: cur.bytes + cleaned.bytes.length }, "uploaded", "staff" in asker ? asker.actor : SYSTEM, by);
        });
      } catch (err) {
        await files.remove(stored).catch(() => undefined);
        throw err;
      }
      if ("client" in asker) {
        void push.notify({ title: `${c.client.name} sent a document`, body: `${c.reference}: ${item.label}`, url: `/admin/cases/${c.reference}`, tag: `case-${c.id}` });
        void mail.toFirm(c, `uploaded ${item.label}`);
      }
      const doc = documents.get(id);
      return documentView(doc as CaseDocument);
    },

    /** A document's bytes, for the client (their own case) or staff; never a replaced file to the client. */
    async download(asker: CaseAsker, reference: string, documentId: string): Promise<{ name: string; type: string; bytes: Buffer }> {
      const c = caseFor(asker, reference);
      const d = documents.get(documentId);
      if (!d || d.caseId !== c.id || ("client" in asker && d.status === "replaced")) throw new NotFound(caseMessages.documentNotFound);
      try {
        return { name: d.name, type: d.type, bytes: await files.read(d.id, d.file) };
      } catch (err) {
        log.error({ err, case: c.reference }, "[cases] a document could not be read");
        throw new NotFound(caseMessages.documentNotFound);
      }
    },

    /** Staff accept the document waiting on an item. */
    accept(reference: string, documentId: string, editor: Editor, actor: Actor): Case {
      return storage.transaction(() => {
        const c = caseFor({ staff: editor, actor }, reference);
        const d = documents.get(documentId);
        if (!d || d.caseId !== c.id) throw new NotFound(caseMessages.documentNotFound);
        if (d.status !== "uploaded") throw new Conflict(caseMessages.notWaitingReview);
        documents.update(d.id, { status: "accepted", reviewedAt: iso(), reviewedBy: editor });
        const checklist = c.checklist.map((i) => (i.documentId === d.id ? { ...i, status: "accepted" as const, reason: undefined } : i));
        return save({ ...c, checklist }, "document-accepted", actor, editor);
      });
    },

    /** Staff reject it with a reason the client sees (and is e-mailed). */
    reject(reference: string, documentId: string, body: unknown, editor: Editor, actor: Actor): Case {
      const { reason } = parseInput(rejectInputSchema, body);
      const saved = storage.transaction(() => {
        const c = caseFor({ staff: editor, actor }, reference);
        const d = documents.get(documentId);
        if (!d || d.caseId !== c.id) throw new NotFound(caseMessages.documentNotFound);
        if (d.status !== "uploaded") throw new Conflict(caseMessages.notWaitingReview);
        documents.update(d.id, { status: "rejected", reason, reviewedAt: iso(), reviewedBy: editor });
        const checklist = c.checklist.map((i) => (i.documentId === d.id ? { ...i, status: "rejected" as const, reason } : i));
        return save({ ...c, checklist }, "document-rejected", actor, editor);
      });
      const label = saved.checklist.find((i) => i.documentId === documentId)?.label ?? "document";
      void mail.documentRejected(saved, label, reason, pageOf(saved));
      return saved;
    },

    /** Staff ask for another document: a new checklist item. */
    request(reference: string, body: unknown, editor: Editor, actor: Actor): Case {
      const input = parseInput(requestInputSchema, body);
      return storage.transaction(() => {
        const c = caseFor({ staff: editor, actor }, reference);
        requireOpen(c);
        if (c.checklist.length >= CASE_LIMITS.checklist) throw Invalid.field("label", `cannot be added: a case asks for at most ${CASE_LIMITS.checklist} documents`);
        return save({ ...c, checklist: [...c.checklist, ...checklistFrom([input], iso())] }, "document-requested", actor, editor);
      });
    },

    /** Staff move the case to its next stage; the client is e-mailed what began and what comes next. */
    advance(reference: string, editor: Editor, actor: Actor): Case {
      const saved = storage.transaction(() => {
        const c = caseFor({ staff: editor, actor }, reference);
        requireOpen(c);
        if (c.stage >= c.stages.length) throw new Conflict(caseMessages.noNextStage);
        const at = iso();
        const stages = c.stages.map((s, i) => (i === c.stage ? { ...s, doneAt: at } : i === c.stage + 1 ? { ...s, startedAt: at } : s));
        return save({ ...c, stages, stage: c.stage + 1 }, "stage-advanced", actor, editor);
      });
      const begun = saved.stages[saved.stage]?.name ?? "every stage is done";
      void mail.stageBegun(saved, begun, saved.stages[saved.stage + 1]?.name, pageOf(saved));
      return saved;
    },

    /** A staff note (the client never sees notes). */
    note(reference: string, body: unknown, editor: Editor, actor: Actor): Case {
      const { text } = parseInput(noteInputSchema, body);
      return storage.transaction(() => {
        const c = caseFor({ staff: editor, actor }, reference);
        const notes = [...c.notes, { id: randomUUID(), text, at: iso(), by: editor }].slice(-CASE_LIMITS.messages);
        return save({ ...c, notes }, "noted", actor, editor);
      });
    },

    /** A message on the case's thread: the client's alerts staff; staff's is e-mailed to the client. */
    message(asker: CaseAsker, reference: string, body: unknown): Case {
      const { text } = parseInput(messageInputSchema, body);
      const fromClient = "client" in asker;
      const saved = storage.transaction(() => {
        const c = caseFor(asker, reference);
        addMessage(c, fromClient ? "client" : "firm", text, fromClient ? undefined : asker.staff);
        return save(c, fromClient ? "client-messaged" : "messaged", fromClient ? SYSTEM : asker.actor, fromClient ? undefined : asker.staff, fromClient ? "client" : "firm");
      });
      if (fromClient) {
        void push.notify({
          title: `${saved.client.name} wrote`,
          body: `${saved.reference}: ${text.slice(0, 120)}`,
          url: `/admin/cases/${saved.reference}`,
          tag: `case-${saved.id}`,
        });
        void mail.toFirm(saved, "a new message");
      } else void mail.messageFromFirm(saved, text, pageOf(saved));
      return saved;
    },

    /** Staff close the case (the documents' retention counts from here) or reopen it. */
    setOpen(reference: string, open: boolean, editor: Editor, actor: Actor): Case {
      return storage.transaction(() => {
        const c = caseFor({ staff: editor, actor }, reference);
        if ((c.status === "open") === open) return c;
        const next: Case = open ? { ...c, status: "open", closedAt: undefined } : { ...c, status: "closed", closedAt: iso() };
        return save(next, open ? "reopened" : "closed", actor, editor);
      });
    },

    /** Everything held about the client: their record, cases, messages, the documents' list, orders and invoices (files separately). */
    exportFor(client: Client) {
      const own = cases.find({ where: { client_id: client.id }, sort: "seq" });
      const orders = own.flatMap((c) => (c.orderId ? [storage.orders.get(c.orderId)] : [])).filter((o): o is Order => Boolean(o));
      const enquiries = storage.enquiries.find({ where: { search: { contains: client.email } }, limit: 200 }).filter((e) => e.email.toLowerCase() === client.email);
      return {
        exportedAt: iso(),
        client: {
          email: client.email,
          name: client.name,
          phone: client.phone,
          createdAt: client.createdAt,
          consent: client.consent,
          erasureRequestedAt: client.erasureRequestedAt,
        },
        cases: own.map((c) => {
          const v = clientView(c);
          return { ...v, documents: v.documents.map((d) => ({ ...d, download: `/api/client/cases/${c.reference}/documents/${d.id}` })) };
        }),
        orders: orders.map((o) => ({
          reference: o.reference,
          createdAt: o.createdAt,
          status: o.status,
          package: o.package.title,
          client: o.client,
          total: o.total,
          invoice: o.invoice,
        })),
        enquiries: enquiries.map((e) => ({ createdAt: e.createdAt, name: e.name, email: e.email, phone: e.phone, service: e.service, city: e.city, message: e.message })),
      };
    },

    /**
     * Erases a client: their documents (files and rows), messages, enquiries, sign-in links and sessions and the
     * client record; cases stay as records of the work without the person's details. Orders and invoices stay
     * (tax law requires them to be kept). Recorded in the activity log as the client's erasure.
     */
    async erase(clientId: string, actor: Actor): Promise<{ cases: number; documents: number; enquiries: number }> {
      const client = clients.require(clientId);
      const own = cases.find({ where: { client_id: client.id } });
      let documentCount = 0;
      for (const c of own) {
        documentCount += documents.count({ case_id: c.id });
        await eraseDocuments(c, actor);
      }
      const enquiryIds = storage.enquiries
        .find({ where: { search: { contains: client.email } } })
        .filter((e) => e.email.toLowerCase() === client.email && !storage.orders.count({ enquiry_id: e.id }))
        .map((e) => e.id);
      storage.transaction(() => {
        for (const c of own) {
          messages.removeWhere({ case_id: c.id });
          const cur = cases.get(c.id) ?? c;
          cases.update(
            c.id,
            { ...cur, client: { name: "Erased client", email: "", phone: "" }, notes: [], status: "closed", closedAt: cur.closedAt ?? iso(), waitingOn: "none", updatedAt: iso() },
            { actor, verb: "updated" },
          );
        }
        if (enquiryIds.length) storage.enquiries.removeWhere({ id: { in: enquiryIds } }, { actor });
        storage.clientLinks.removeWhere({ client_id: client.id });
        storage.clientSessions.removeWhere({ user_id: client.id });
        storage.clients.remove(client.id, { actor, verb: "erased" });
      });
      return { cases: own.length, documents: documentCount, enquiries: enquiryIds.length };
    },

    /**
     * The nightly retention: documents and messages of cases closed longer than the setting's days are erased; enquiries
     * older than theirs that never became a client (no order, no case) are removed. Answers how many.
     */
    async retain(): Promise<{ cases: number; enquiries: number }> {
      const { documentDays, enquiryDays } = opts.retention();
      const dayMs = 24 * 60 * 60 * 1000;
      const closedBefore = new Date(now() - documentDays * dayMs).toISOString();
      // The notice promises both: a closed case's documents and its messages go after the setting's days.
      const due = cases
        .find({ where: { status: "closed", closed_at: { lt: closedBefore } } })
        .filter((c) => documents.count({ case_id: c.id }) > 0 || messages.count({ case_id: c.id }) > 0);
      for (const c of due) {
        await eraseDocuments(c, SYSTEM);
        messages.removeWhere({ case_id: c.id });
      }
      const before = new Date(now() - enquiryDays * dayMs).toISOString();
      const old = storage.enquiries.find({ where: { created_at: { lt: before } }, limit: 5000 });
      const gone = old.filter((e) => !storage.orders.count({ enquiry_id: e.id }) && !cases.count({ enquiry_id: e.id }) && !(e.email && clients.byEmail(e.email))).map((e) => e.id);
      if (gone.length) storage.enquiries.removeWhere({ id: { in: gone } });
      return { cases: due.length, enquiries: gone.length };
    },
  };
  return service;
}

/** The answer to a document the checks refused. */
function refusal(reason: "type" | "too-large" | "pdf-active" | "image-too-large" | "unreadable"): AppError {
  switch (reason) {
    case "type":
      return new UnsupportedType(caseMessages.documentType);
    case "too-large":
      return new TooLarge(caseMessages.documentTooLarge);
    case "image-too-large":
      return new TooLarge(caseMessages.imageTooLarge);
    case "pdf-active":
      return new AppError(422, caseMessages.pdfActive);
    default:
      return new AppError(422, caseMessages.unreadable);
  }
}

export type CaseService = ReturnType<typeof createCaseService>;
