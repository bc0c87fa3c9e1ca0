// A paragraph of marketing copy with its site paths and e-mail addresses rendered as links.
import { Link } from "react-router";
import { linkify } from "../lib/linkify";
import { EmailText } from "./email-text";

export function RichText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((s, i) =>
        !s.href ? (
          s.text
        ) : s.href.startsWith("/") ? (
          <Link key={i} to={s.href} className="text-link">
            {s.text}
          </Link>
        ) : (
          <a key={i} href={s.href} className="text-link">
            <EmailText email={s.text} />
          </a>
        ),
      )}
    </>
  );
}
