// A message with parts that are not plain text (a <time>, a link, an amount in bold): the message is written
// whole in each language, so a language can put the parts where its sentence needs them.
import { Fragment, type ReactNode } from "react";

const OPEN = "\uE000";
const CLOSE = "\uE001";
const SLOT = new RegExp(`${OPEN}(\\w+)${CLOSE}`, "g");

/**
 * `render` is given a stand-in for each slot and returns the message (`(s) => m.key({ ...s, plain }, { locale })`);
 * the stand-ins are replaced by the slots' nodes, the text around them kept as it is. Each slot is a node of its
 * own (a string slot too), so the page has the nodes it would have with the parts written inline in JSX.
 */
export function withSlots<K extends string>(render: (slots: Record<K, string>) => string, slots: Record<K, ReactNode>): ReactNode[] {
  const standIns = Object.fromEntries(Object.keys(slots).map((k) => [k, `${OPEN}${k}${CLOSE}`])) as Record<K, string>;
  const text = render(standIns);
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(SLOT)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    const node = slots[match[1] as K];
    out.push(typeof node === "string" || typeof node === "number" ? node : <Fragment key={`${match[1]}-${match.index}`}>{node}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
