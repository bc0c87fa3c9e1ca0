// The reads and writes of the admin screens of the dated, admin-managed items (offers, news, resources:
// the "publishable" collections of docs/architecture.md). Each screen's route exports what these make as
// its loader and action (docs/decisions/020-admin-rendered-by-the-server.md).
import { adminWrite, loadAdmin, staffOf, submitted, type Loaded, type ScreenArgs } from "./admin-data";
import { pageAddress } from "./admin-session";

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
  return async (args: ScreenArgs): Promise<{ list: Loaded<T[]>; item: Loaded<PublishableItem> | null }> => {
    staffOf(args);
    const edit = editable ? pageAddress(args.request).searchParams.get("edit") : null;
    const [list, item] = await Promise.all([
      loadAdmin<T[]>(args, endpoint, msg.fetchFailed),
      edit ? loadAdmin<PublishableItem>(args, itemPath(endpoint, edit), msg.itemFetchFailed) : null,
    ]);
    return { list, item };
  };
}

/** An editor page's loader: the item named by the route's `id`, or nothing for a new one. */
export function publishableItemLoader(endpoint: string, msg: PublishableMessages) {
  return async (args: ScreenArgs & { params: { id?: string } }): Promise<Loaded<PublishableItem | null>> => {
    staffOf(args);
    return args.params.id ? loadAdmin<PublishableItem>(args, itemPath(endpoint, args.params.id), msg.itemFetchFailed) : { data: null, error: null };
  };
}

/**
 * The action of a list or editor route: saves (POST a new item, PUT a stored one) and deletes. Any admin
 * collection with that API uses it (packages, testimonials, due dates too).
 */
export function publishableAction(endpoint: string, msg: Pick<PublishableMessages, "saveFailed" | "deleteFailed">) {
  return async (args: ScreenArgs) => {
    staffOf(args);
    const sent = await submitted<PublishableIntent>(args.request);
    if (sent.intent === "delete") return adminWrite(args, itemPath(endpoint, sent.id), { method: "DELETE" }, msg.deleteFailed);
    return sent.id
      ? adminWrite(args, itemPath(endpoint, sent.id), { method: "PUT", json: sent.body }, msg.saveFailed)
      : adminWrite(args, endpoint, { method: "POST", json: sent.body }, msg.saveFailed);
  };
}
