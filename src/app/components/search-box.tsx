// The blog search box, on /blog and in the blog sidebar: a plain GET form to /blog?q=…, so it
// works without JavaScript (a bare form: no router hooks, so it renders anywhere). Kept minimal: the sidebar is part of every page's first-load code.
import { layoutMessages as messages } from "../../shared/layout-messages";

/**
 * `showLabel`: the label is visible (the one search box of /blog and the 404 page say what they search).
 * `action`, `label`, `button`: another page that answers the search (/hi/blog) and its words.
 */
export function SearchBox({
  id,
  defaultValue = "",
  className = "",
  showLabel = false,
  action = "/blog",
  label = messages.searchLabel,
  button = messages.searchButton,
}: {
  id: string;
  defaultValue?: string;
  className?: string;
  showLabel?: boolean;
  action?: string;
  label?: string;
  button?: string;
}) {
  return (
    <form method="get" action={action} role="search" aria-label={label} className={className}>
      <label htmlFor={id} className={showLabel ? "field-label" : "sr-only"}>
        {label}
      </label>
      <div className="flex gap-2">
        <input id={id} type="search" name="q" defaultValue={defaultValue} maxLength={200} className="field min-w-0 flex-1" />
        <button type="submit" className="btn-primary px-4">
          {button}
        </button>
      </div>
    </form>
  );
}
