// A create/edit page of its own (offers): the item comes from the route's loader, the save goes to its
// action (with JavaScript or without: publishable-config.ts publishableFormAction); back to the list after saving.
import { Link, useActionData, useLocation, useNavigate } from "react-router";
import type { Loaded, Written } from "../../lib/admin-data";
import type { PublishableItem, PublishableMessages } from "../../lib/admin-publishable";
import { ItemForm } from "./item-form";
import { initialValues } from "./item-fields";
import type { EditorConfig, FormFailure } from "./publishable-config";
import { conflictSource } from "./publishable-list";
import { AdminHeader, ErrorBanner } from "./ui";

export function PublishableEditorPage({
  endpoint,
  id,
  loaded,
  listHref,
  editor,
  messages: msg,
}: {
  endpoint: string;
  id?: string;
  loaded: Loaded<PublishableItem | null>;
  listHref: string;
  editor: EditorConfig;
  messages: Pick<PublishableMessages, "saveFailed">;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const item = loaded.data;
  // The form posted without JavaScript, when its save failed: shown again with what was typed.
  const posted = useActionData<Written<unknown> | FormFailure>();
  const failed = posted && !posted.ok ? { error: posted.error, values: "values" in posted ? posted.values : undefined } : undefined;
  return (
    <section className="max-w-3xl">
      <AdminHeader title={id ? editor.editTitle : editor.createTitle} />
      {loaded.error !== null ? (
        <>
          <ErrorBanner message={loaded.error} />
          <Link to={listHref} className="btn-outline">
            Back to the list
          </Link>
        </>
      ) : (
        <div className="card p-6">
          <ItemForm
            fields={editor.fields}
            initial={initialValues(editor.fields, item ?? undefined)}
            id={id}
            submitLabel={id ? editor.editLabel : editor.createLabel}
            saveFailed={msg.saveFailed}
            conflict={id && item ? conflictSource(endpoint, item, pathname) : undefined}
            posted={failed}
            onCancel={() => navigate(listHref)}
            cancelHref={listHref}
            onSaved={() => navigate(listHref, { state: { saved: true } })}
          />
        </div>
      )}
    </section>
  );
}
