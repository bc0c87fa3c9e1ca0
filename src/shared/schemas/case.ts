// Clients' cases (docs/product.md#cases): the engagement a paid order (or staff, from an enquiry) opens, with
// the package's stages, the documents the firm needs, the files the client uploaded and the messages between
// them; and the client who signs in by e-mail link to follow it.
import { z } from "zod";
import { editorSchema, idSchema, optionalText, requiredText, text } from "./common";

export const CASE_LIMITS = {
  /** A message's text, a staff note's, a rejection's reason. */
  message: 4000,
  note: 2000,
  reason: 300,
  /** A checklist item's label and its one-line hint. */
  label: 120,
  hint: 200,
  /** Items on a case's checklist (a package's template has as many). */
  checklist: 30,
  /** Messages kept per case; the oldest go past it. */
  messages: 500,
  /** A document at most; all of a case's stored documents at most. */
  fileBytes: 10 * 1024 * 1024,
  caseBytes: 200 * 1024 * 1024,
  /** Files kept per case (replaced and rejected ones included, until erased). */
  documents: 120,
} as const;

/** One document a package's case needs: "PAN card of each director", with a one-line hint. */
export const checklistTemplateItemSchema = z.object({
  label: requiredText(CASE_LIMITS.label),
  hint: optionalText(CASE_LIMITS.hint),
});
export type ChecklistTemplateItem = z.infer<typeof checklistTemplateItemSchema>;

export const CHECKLIST_STATUSES = ["missing", "uploaded", "accepted", "rejected"] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

export const checklistItemSchema = z.object({
  id: idSchema,
  label: text(),
  hint: text().optional().default(""),
  status: z.enum(CHECKLIST_STATUSES),
  /** The file now standing for the item (the latest upload). */
  documentId: z.string().optional(),
  /** Why staff rejected the last upload: the client sees it. */
  reason: z.string().optional(),
  requestedAt: z.string(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const caseStageSchema = z.object({ name: text(), days: z.number(), startedAt: z.string().optional(), doneAt: z.string().optional() });
export type CaseStage = z.infer<typeof caseStageSchema>;

export const CASE_STATUSES = ["open", "closed"] as const;

export const caseSchema = z.object({
  id: idSchema,
  /** What the client and staff call it: the order's reference when a paid order opened it. */
  reference: text(),
  clientId: text(),
  orderId: z.string().optional(),
  enquiryId: z.string().optional(),
  client: z.object({ name: text(), email: text(), phone: text().optional().default("") }),
  package: z.object({ slug: text(), title: text() }),
  status: z.enum(CASE_STATUSES),
  closedAt: z.string().optional(),
  stages: z.array(caseStageSchema),
  /** The index of the current stage; stages.length once every stage is done. */
  stage: z.number().int().min(0),
  checklist: z.array(checklistItemSchema),
  notes: z
    .array(z.object({ id: idSchema, text: text("multiline"), at: z.string(), by: editorSchema }))
    .optional()
    .default([]),
  /** Who the next step is with, kept on every write: what the staff list filters on. */
  waitingOn: z.enum(["client", "firm", "none"]),
  /** Bytes of the documents kept for the case. */
  bytes: z.number().int().min(0).optional().default(0),
  /** When the documents were erased (the retention job or an erasure). */
  documentsErasedAt: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: editorSchema.optional(),
});
export type Case = z.infer<typeof caseSchema>;

export const DOCUMENT_STATUSES = ["uploaded", "accepted", "rejected", "replaced"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const caseDocumentSchema = z.object({
  id: idSchema,
  caseId: text(),
  /** The checklist item it answers. */
  item: text(),
  /** The name the client's file had (shown, never used as a path). */
  name: text(),
  type: z.enum(["application/pdf", "image/jpeg", "image/png", "image/webp"]),
  /** Bytes as stored after cleaning (before encryption). */
  size: z.number().int().min(0),
  status: z.enum(DOCUMENT_STATUSES),
  /** The random name of the encrypted file under DATA_DIR/documents. */
  file: text(),
  uploadedAt: z.string(),
  reviewedAt: z.string().optional(),
  reviewedBy: editorSchema.optional(),
  reason: z.string().optional(),
  /** Staff may upload on the client's behalf (a document sent by post or e-mail). */
  uploadedBy: editorSchema.optional(),
});
export type CaseDocument = z.infer<typeof caseDocumentSchema>;

export const caseMessageSchema = z.object({
  id: idSchema,
  caseId: text(),
  from: z.enum(["client", "firm"]),
  by: editorSchema.optional(),
  text: text("multiline"),
  at: z.string(),
});
export type CaseMessage = z.infer<typeof caseMessageSchema>;

/** A client: the person an order or a case names, who signs in by e-mail link. */
export const clientSchema = z.object({
  id: idSchema,
  /** Lower case: one client per address. */
  email: text(),
  name: text(),
  phone: text().optional().default(""),
  /** The privacy notice's version they accepted at their first sign-in, and when. */
  consent: z.object({ version: text(), at: z.string() }).optional(),
  /** When they asked for their data to be erased (staff act on it). */
  erasureRequestedAt: z.string().optional(),
  lastSignInAt: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/** A sign-in link: only the SHA-256 of its token is kept. Single use, short-lived. */
export const clientLinkSchema = z.object({
  id: text(),
  clientId: text(),
  expiresAt: z.number(),
  createdAt: z.number(),
});
export type ClientLink = z.infer<typeof clientLinkSchema>;

// What requests send.
export const messageInputSchema = z.object({ text: requiredText(CASE_LIMITS.message, "multiline") });
export const noteInputSchema = z.object({ text: requiredText(CASE_LIMITS.note, "multiline") });
export const rejectInputSchema = z.object({ reason: requiredText(CASE_LIMITS.reason) });
export const requestInputSchema = checklistTemplateItemSchema;
export const loginInputSchema = z.object({ email: text().trim().toLowerCase().max(254, "must be at most 254 characters").pipe(z.email("must be an e-mail address")) });
export const openCaseInputSchema = z.object({ enquiryId: requiredText(100), packageSlug: requiredText(100) });

/** What the client's page and API show of a case: never staff notes or stored file names. */
export type ClientCaseView = {
  reference: string;
  status: Case["status"];
  service: string;
  stage: string;
  stages: { name: string; state: "done" | "current" | "next"; startedAt?: string; doneAt?: string; expectedBy?: string }[];
  expectedFinish?: string;
  waitingOn: Case["waitingOn"];
  checklist: { id: string; label: string; hint: string; status: ChecklistStatus; reason?: string; document?: ClientDocumentView }[];
  documents: ClientDocumentView[];
  messages: { id: string; from: "client" | "firm"; name: string; text: string; at: string }[];
  invoices: { number: string; date: string; kind: "invoice" | "credit_note" }[];
  orderReference?: string;
  /** The order's own page (its invoices), with the key of the client's link. */
  orderLink?: string;
  documentsErasedAt?: string;
  createdAt: string;
};
export type ClientDocumentView = { id: string; item: string; name: string; type: string; size: number; status: DocumentStatus; uploadedAt: string; reason?: string };
