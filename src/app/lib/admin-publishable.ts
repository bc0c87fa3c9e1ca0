// The reads and writes of the admin screens of the dated, admin-managed items (offers, news, resources:
// the "publishable" collections of docs/architecture.md). Each screen's route exports what these make as
// its clientLoader and clientAction (docs/decisions/011-admin-data-loading.md).
import { adminWrite, loadAdmin, screenRefusal, submitted, type Loaded } from "./admin-data";

/** The texts a publishable screen shows when a read or write fails. */
export type PublishableMessages = { fetchFailed: string; itemFetchFailed: string; deleteFailed: string; saveFailed: string; confirmDelete: string };

/** A list row: the list answers carry no body. */
export type PublishableRow = { id: string; date: string; status: string } & Record<string, unknown>;

/** A whole stored item, as its editor starts from it. */
export type PublishableItem = { id: string; updatedAt?: string } & Record<string, unknown>;

/** What a screen's fetchers send: a save (no id: a new item) or a delete. */
export type PublishableIntent = { intent: "save"; id?: string; body: Record<string, unknown> } | { intent: "delete"; id: string };

const itemPath = (endpoint: string, id: string) => `${endpoint}/${encodeURIComponent(id)}`;

/**
 * The list's loader. With `editable`, "?edit={id}" also loads that item for the editor dialog (the Edit
 * buttons open it so, and an edit conflict's "Open the saved version" links to it).
 */
export function publishableListLoader<T extends PublishableRow>(endpoint: string, msg: PublishableMessages, editable = false) {
  return async ({ request }: { request: Request }): Promise<{ list: Loaded<T[]>; item: Loaded<PublishableItem> | null }> => {
    const refused = screenRefusal(request);
    if (refused) return { list: { data: null, error: refused }, item: null };
    const edit = editable ? new URL(request.url).searchParams.get("edit") : null;
    const [list, item] = await Promise.all([loadAdmin<T[]>(endpoint, msg.fetchFailed), edit ? loadAdmin<PublishableItem>(itemPath(endpoint, edit), msg.itemFetchFailed) : null]);
    return { list, item };
  };
}

/** An editor page's loader: the item named by the route's `id`, or nothing for a new one. */
export function publishableItemLoader(endpoint: string, msg: PublishableMessages) {
  return async ({ request, params }: { request: Request; params: { id?: string } }): Promise<Loaded<PublishableItem | null>> => {
    const refused = screenRefusal(request);
    if (refused) return { data: null, error: refused };
    return params.id ? loadAdmin<PublishableItem>(itemPath(endpoint, params.id), msg.itemFetchFailed) : { data: null, error: null };
  };
}

/**
 * The action of a list or editor route: saves (POST a new item, PUT a stored one) and deletes. Any admin
 * collection with that API uses it (packages, testimonials, due dates too).
 */
export function publishableAction(endpoint: string, msg: Pick<PublishableMessages, "saveFailed" | "deleteFailed">) {
  return async ({ request }: { request: Request }) => {
    const sent = await submitted<PublishableIntent>(request);
    if (sent.intent === "delete") return adminWrite(itemPath(endpoint, sent.id), { method: "DELETE" }, msg.deleteFailed);
    return sent.id
      ? adminWrite(itemPath(endpoint, sent.id), { method: "PUT", json: sent.body }, msg.saveFailed)
      : adminWrite(endpoint, { method: "POST", json: sent.body }, msg.saveFailed);
  };
}
