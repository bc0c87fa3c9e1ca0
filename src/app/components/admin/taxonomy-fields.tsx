// The blog editor's category and tags: pick one category and any tags from the stored lists,
// or type a new name and add it on the spot (staff may create them; admins rename and merge them).
import { useId, useState } from "react";
import { adminMessages } from "../../../shared/admin-messages";
import type { Term } from "../../../shared/schemas/taxonomy";
import { useAdminWrite, type Loaded } from "../../lib/admin-data";

type Kind = "categories" | "tags";

/** The stored lists, as the blog editor's loader read them. */
export type TermLists = Record<Kind, Loaded<Term[]>>;

/** What these fields send to the editor route's action: a new category or tag. */
export type TermIntent = { intent: "term"; kind: Kind; name: string };

export function TaxonomyFields({
  terms,
  categoryId,
  tagIds,
  onChange,
}: {
  terms: TermLists;
  categoryId: string;
  tagIds: string[];
  onChange: (next: { categoryId: string; tagIds: string[] }) => void;
}) {
  // The loaded lists, plus what is added here (the editor does not reload under the form).
  const [categories, setCategories] = useState<Term[]>(terms.categories.data ?? []);
  const [tags, setTags] = useState<Term[]>(terms.tags.data ?? []);
  const [newCategory, setNewCategory] = useState("");
  const [newTag, setNewTag] = useState("");
  const [error, setError] = useState<string | null>(terms.categories.error ?? terms.tags.error);
  const ids = { category: useId(), newCategory: useId(), tag: useId(), tagList: useId() };
  const creator = useAdminWrite<Term>();

  /** The stored term with that name (any case), else a new one created through the API (null: refused, error shown). */
  async function findOrCreate(kind: Kind, list: Term[], name: string): Promise<Term | null> {
    const same = list.find((t) => t.name.toLowerCase() === name.trim().replace(/\s+/g, " ").toLowerCase());
    if (same) return same;
    const result = await creator.submit({ intent: "term", kind, name } satisfies TermIntent);
    if (result.ok) return result.data;
    setError(result.error);
    return null;
  }

  async function addCategory() {
    if (!newCategory.trim()) return;
    setError(null);
    const term = await findOrCreate("categories", categories, newCategory);
    if (!term) return;
    setCategories((list) => (list.some((t) => t.id === term.id) ? list : [...list, term].sort((a, b) => a.name.localeCompare(b.name))));
    setNewCategory("");
    onChange({ categoryId: term.id, tagIds });
  }

  async function addTag() {
    if (!newTag.trim()) return;
    setError(null);
    const term = await findOrCreate("tags", tags, newTag);
    if (!term) return;
    setTags((list) => (list.some((t) => t.id === term.id) ? list : [...list, term]));
    setNewTag("");
    if (!tagIds.includes(term.id)) onChange({ categoryId, tagIds: [...tagIds, term.id] });
  }

  const chosenTags = tagIds.map((id) => tags.find((t) => t.id === id)).filter((t): t is Term => !!t);
  // Enter in these inputs adds the name instead of submitting the whole post.
  const onEnter = (add: () => Promise<void>) => (e: React.KeyboardEvent) => {
    if (e.key === "Enter") {
      e.preventDefault();
      void add();
    }
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={ids.category} className="field-label">
          Category
        </label>
        <select id={ids.category} className="field" value={categoryId} onChange={(e) => onChange({ categoryId: e.target.value, tagIds })}>
          <option value="">{adminMessages.noCategory}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <div className="mt-2 flex gap-2">
          <label htmlFor={ids.newCategory} className="sr-only">
            New category
          </label>
          <input
            id={ids.newCategory}
            className="field min-w-0 flex-1"
            maxLength={80}
            placeholder="New category"
            value={newCategory}
            onChange={(e) => setNewCategory(e.target.value)}
            onKeyDown={onEnter(addCategory)}
          />
          <button type="button" className="btn-outline px-3 py-1.5" onClick={() => void addCategory()}>
            Add category
          </button>
        </div>
      </div>
      <div>
        <label htmlFor={ids.tag} className="field-label">
          Tags
        </label>
        {chosenTags.length > 0 && (
          <ul className="mb-2 flex flex-wrap gap-2" aria-label="Chosen tags">
            {chosenTags.map((t) => (
              <li key={t.id} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800">
                {t.name}
                <button
                  type="button"
                  className="rounded-full px-2 hover:bg-brand-100"
                  aria-label={`Remove tag ${t.name}`}
                  onClick={() => onChange({ categoryId, tagIds: tagIds.filter((id) => id !== t.id) })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex gap-2">
          <input
            id={ids.tag}
            className="field min-w-0 flex-1"
            maxLength={80}
            list={ids.tagList}
            placeholder="Type a tag"
            value={newTag}
            onChange={(e) => setNewTag(e.target.value)}
            onKeyDown={onEnter(addTag)}
          />
          <datalist id={ids.tagList}>
            {tags
              .filter((t) => !tagIds.includes(t.id))
              .map((t) => (
                <option key={t.id} value={t.name} />
              ))}
          </datalist>
          <button type="button" className="btn-outline px-3 py-1.5" onClick={() => void addTag()}>
            Add tag
          </button>
        </div>
      </div>
      {error && (
        <p role="alert" className="error-banner sm:col-span-2">
          {error}
        </p>
      )}
    </div>
  );
}
