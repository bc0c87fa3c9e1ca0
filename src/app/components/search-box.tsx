// The blog search box, on /blog and in the blog sidebar: a plain GET form to /blog?q=… (/hi/blog?q=… on the Hindi
// blog), so it works without JavaScript (a bare form: no router hooks, so it renders anywhere). Kept minimal: the
// sidebar is part of every page's first-load code. Its words come in from the caller in the page's language (the
// layout's frame words on /blog; the lazily loaded sidebar and 404 page name them themselves), so this code carries
// no message of its own.

/** The box's two texts. */
export type SearchWords = { searchLabel: string; searchButton: string };

/**
 * `showLabel`: the label is visible (the one search box of /blog and the 404 page say what they search).
 * `action`: another page that answers the search (/hi/blog).
 */
export function SearchBox({
  id,
  defaultValue = "",
  className = "",
  showLabel = false,
  words,
  action = "/blog",
}: {
  id: string;
  defaultValue?: string;
  className?: string;
  showLabel?: boolean;
  words: SearchWords;
  action?: string;
}) {
  const label = words.searchLabel;
  return (
    <form method="get" action={action} role="search" aria-label={label} className={className}>
      <label htmlFor={id} className={showLabel ? "field-label" : "sr-only"}>
        {label}
      </label>
      <div className="flex gap-2">
        <input id={id} type="search" name="q" defaultValue={defaultValue} maxLength={200} className="field min-w-0 flex-1" />
        <button type="submit" className="btn-primary px-4">
          {words.searchButton}
        </button>
      </div>
    </form>
  );
}
