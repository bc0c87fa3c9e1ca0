// "Moved to the trash. Undo": shown above an admin list after a delete; Undo restores the item
// (POST /api/trash/{type}/{id}/restore) and the list reloads.
import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import type { TrashType } from "../../../shared/schemas/trash";
import { adminFetch, errorText } from "../../lib/admin-api";

export type Trashed = { type: TrashType; id: string; title: string };

/** The trash type of an item answered by one of the admin lists' endpoints. */
export const TRASH_TYPE_OF: Record<string, TrashType> = {
  "/api/blogs": "blog",
  "/api/offers": "offer",
  "/api/news": "news",
  "/api/resources": "resource",
  "/api/packages": "package",
};

/** The notice after a delete; `item` null shows nothing. */
export function TrashUndo({ item }: { item: Trashed | null }) {
  const revalidator = useRevalidator();
  // What this notice says about which item: a new delete starts over (set while rendering, not in an effect).
  const [shown, setShown] = useState<Trashed | null>(item);
  const [state, setState] = useState<{ busy: boolean; restored: boolean; error: string | null }>({ busy: false, restored: false, error: null });
  if (item !== shown) {
    setShown(item);
    setState({ busy: false, restored: false, error: null });
  }
  if (!item) return null;

  async function undo(it: Trashed) {
    setState({ busy: true, restored: false, error: null });
    try {
      await adminFetch(`/api/trash/${it.type}/${encodeURIComponent(it.id)}/restore`, { method: "POST" });
      setState({ busy: false, restored: true, error: null });
      await revalidator.revalidate();
    } catch (err) {
      setState({ busy: false, restored: false, error: errorText(err, adminMessages.trashRestoreFailed) });
    }
  }

  if (state.error)
    return (
      <p role="alert" className="mb-4 error-banner">
        {state.error}
      </p>
    );
  return (
    <p role="status" className="mb-4 flex flex-wrap items-center gap-3 success-banner">
      {state.restored ? adminMessages.restored(item.title) : adminMessages.movedToTrash(item.title)}
      {!state.restored && (
        <button type="button" className="btn-outline bg-white px-3 py-1" disabled={state.busy} onClick={() => void undo(item)}>
          Undo
        </button>
      )}
    </p>
  );
}
