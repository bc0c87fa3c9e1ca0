// What each admin screen of dated items shows: its fields (named after the zod input schemas, so a renamed
// schema field breaks the typecheck), titles and messages. The screens themselves are shared. Also how the
// admin's list screens take a form posted without JavaScript (their actions run on the server).
import { redirect } from "react-router";
import type { z } from "zod";
import { adminMessages } from "../../../shared/admin-messages";
import type { articleInputSchema } from "../../../shared/schemas/article";
import type { offerInputSchema } from "../../../shared/schemas/offer";
import { adminWrite, staffOf, submitted, type ScreenArgs, type Written } from "../../lib/admin-data";
import { publishableAction, type PublishableMessages } from "../../lib/admin-publishable";
import { payload, type FieldDef, type Values } from "./item-fields";

type OfferField = FieldDef<keyof z.input<typeof offerInputSchema>>;
type ArticleField = FieldDef<keyof z.input<typeof articleInputSchema>>;

/** The fields of one editor and its titles and button labels. */
export type EditorConfig = { fields: readonly FieldDef[]; createTitle: string; editTitle: string; createLabel: string; editLabel: string };

export const offerFields: OfferField[] = [
  { name: "mainHeading", label: "Main Heading", kind: "text", hint: "Required to publish the offer." },
  { name: "subHeading", label: "Sub Heading", kind: "text" },
  { name: "tagline", label: "Tagline", kind: "text" },
  { name: "priceText", label: "Price or Discount", kind: "text", hint: "Shown on the offer's card, e.g. ₹7,199 all-inclusive or 20% off professional fees." },
  { name: "features", label: "Features", kind: "textarea", rows: 4, hint: "Separate features with commas or emoji; each becomes a point in the list." },
  { name: "bannerImage", label: "Banner Image", kind: "image", hint: "Max 5MB: PNG, JPEG, WebP or AVIF." },
  { name: "date", label: "Publish Date", kind: "date", required: true },
  { name: "status", label: "Status", kind: "status" },
  {
    name: "validUntil",
    label: "Valid Until",
    kind: "date",
    optional: true,
    endOfDay: true,
    hint: "Optional: the last day of the offer. After it, the offer disappears from the site by itself.",
  },
];

export const articleFields: ArticleField[] = [
  { name: "title", label: "Title", kind: "text", required: true },
  { name: "summary", label: "Summary", kind: "textarea", rows: 3 },
  { name: "url", label: "Link URL", kind: "url", hint: "Optional: the official source or a related page (http or https)." },
  { name: "body", label: "Body", kind: "richtext", hint: "Optional. An item with a body gets its own page." },
  { name: "date", label: "Publish Date", kind: "date", required: true },
  { name: "status", label: "Status", kind: "status" },
];

export const offerMessages: PublishableMessages = {
  fetchFailed: adminMessages.offersFetchFailed,
  itemFetchFailed: adminMessages.offerFetchFailed,
  deleteFailed: adminMessages.offerDeleteFailed,
  saveFailed: adminMessages.offerSaveFailed,
  confirmDelete: adminMessages.confirmDeleteOffer,
};

export const newsMessages: PublishableMessages = {
  fetchFailed: adminMessages.newsFetchFailed,
  itemFetchFailed: adminMessages.newsItemFetchFailed,
  deleteFailed: adminMessages.newsDeleteFailed,
  saveFailed: adminMessages.newsSaveFailed,
  confirmDelete: adminMessages.confirmDeleteNews,
};

export const resourceMessages: PublishableMessages = {
  fetchFailed: adminMessages.resourcesFetchFailed,
  itemFetchFailed: adminMessages.resourceFetchFailed,
  deleteFailed: adminMessages.resourceDeleteFailed,
  saveFailed: adminMessages.resourceSaveFailed,
  confirmDelete: adminMessages.confirmDeleteResource,
};

export const offerEditor: EditorConfig = { fields: offerFields, createTitle: "Create New Offer", editTitle: "Edit Offer", createLabel: "Publish Offer", editLabel: "Update Offer" };

/* ---------------------------------------------------------------- forms posted without JavaScript */

/** Whether an action's post came from a plain form (a browser without JavaScript) rather than a screen's JSON. */
export const postedByForm = (request: Request) => !request.headers.get("content-type")?.startsWith("application/json");

/** What a plain form posts to a list's action: `intent`, the item's `id` (none: a new item) and its `body.x` fields. */
export type PostedFields = { intent?: string; id?: string; body?: Record<string, unknown> };

/** The posted `body.x` fields as the form's text values (of a repeated name, the last; a text area's CRLF lines as "\n", as typed). */
export function postedValues(body: Record<string, unknown> | undefined): Values {
  const out: Values = {};
  for (const [name, value] of Object.entries(body ?? {})) {
    const last: unknown = Array.isArray(value) ? value.at(-1) : value;
    if (typeof last === "string") out[name] = last.replace(/\r\n?/g, "\n");
  }
  return out;
}

/** A posted checkbox: checked sends "on" (or the screen's "true"); unchecked sends nothing, which means false. */
export const postedCheckbox = (value: string | undefined) => value === "on" || value === "true";

/** The body of an item form posted without JavaScript: as the screen's own (`payload`), with the updatedAt it was loaded at. */
export const formBody = (fields: readonly FieldDef[], values: Values): Record<string, string> => ({
  ...payload(fields, values),
  ...(values.updatedAt ? { updatedAt: values.updatedAt } : {}),
});

/** What a plain form's failed write answers: the error, and what was typed, so the page shows the form again. */
export type FormFailure = { ok: false; error: string; status: number; values?: Values };

/** After a plain form's write: on to `next` when it worked (so a reload does not post again), else the failure. */
export function afterPost(written: Written<unknown>, next: string, values?: Values): FormFailure {
  if (written.ok) throw redirect(next);
  return { ...written, values };
}

/**
 * The action of an offers, news or resources route: the screens' JSON as before (publishableAction); a plain
 * form's save (its `body.x` fields made into the same body as the screen's, `payload`) or delete goes to the
 * same API, then back to `listHref` ("?saved=1" after a save).
 */
export function publishableFormAction(endpoint: string, msg: PublishableMessages, fields: readonly FieldDef[], listHref: string) {
  const json = publishableAction(endpoint, msg);
  return async (args: ScreenArgs): Promise<Written<unknown> | FormFailure> => {
    if (!postedByForm(args.request)) return json(args);
    staffOf(args);
    const sent = await submitted<PostedFields>(args.request);
    const path = sent.id ? `${endpoint}/${encodeURIComponent(sent.id)}` : endpoint;
    if (sent.intent === "delete")
      return afterPost(sent.id ? await adminWrite(args, path, { method: "DELETE" }, msg.deleteFailed) : { ok: false, error: msg.deleteFailed, status: 400 }, listHref);
    const values = postedValues(sent.body);
    return afterPost(await adminWrite(args, path, { method: sent.id ? "PUT" : "POST", json: formBody(fields, values) }, msg.saveFailed), `${listHref}?saved=1`, values);
  };
}
