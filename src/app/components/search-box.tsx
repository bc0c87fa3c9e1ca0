// The blog search box (issue 20), on /blog and in the blog sidebar: a plain GET form to /blog?q=…, so it
// works without JavaScript (a bare form: no router hooks, so it renders anywhere). Kept minimal: the sidebar is part of every page's first-load code.
import { messages } from "../../shared/messages";

export function SearchBox({ id, defaultValue = "", className = "" }: { id: string; defaultValue?: string; className?: string }) {
  return (
    <form method="get" action="/blog" role="search" className={`flex gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {messages.searchLabel}
      </label>
      <input id={id} type="search" name="q" defaultValue={defaultValue} maxLength={200} className="field min-w-0 flex-1" />
      <button type="submit" className="btn-primary px-4">
        {messages.searchButton}
      </button>
    </form>
  );
}
