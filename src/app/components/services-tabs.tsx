// The home page's services section (docs/product.md#home): a sticky WAI-ARIA tab bar over the four service cards.
// All cards stay on the page; the active tab follows the scroll position (the card whose top has crossed
// ACTIVE_TAB_THRESHOLD_PX) and a click or arrow key scrolls smoothly to that card.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { ACTIVE_TAB_THRESHOLD_PX } from "../../shared/constants";
import { m } from "../../shared/i18n";
import type { ServiceCard } from "../copy/types";
import { useLocale } from "../lib/locale";
import { activeSectionIndex, scrollTargetFor } from "../lib/scroll-spy";
import { CheckMark } from "./section";

const tabId = (id: string) => `service-tab-${id}`;
const panelId = (id: string) => `service-${id}`;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

export function ServicesTabs({ services }: { services: ServiceCard[] }) {
  const locale = useLocale();
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = services.map((s) => document.getElementById(panelId(s.id))?.getBoundingClientRect().top ?? Infinity);
      setActive(activeSectionIndex(tops, ACTIVE_TAB_THRESHOLD_PX));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [services]);

  // Keep the active tab visible in the horizontally scrolling bar on small screens.
  useEffect(() => {
    const tab = tabRefs.current[active];
    const bar = tab?.parentElement;
    if (tab && bar && bar.scrollWidth > bar.clientWidth) bar.scrollTo({ left: tab.offsetLeft - 16, behavior: "smooth" });
  }, [active]);

  const goTo = useCallback(
    (index: number) => {
      const service = services[index];
      const panel = service && document.getElementById(panelId(service.id));
      if (!panel) return;
      setActive(index);
      const top = scrollTargetFor(panel.getBoundingClientRect().top + window.scrollY, ACTIVE_TAB_THRESHOLD_PX);
      window.scrollTo({ top, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    },
    [services],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = services.length - 1;
    const next =
      e.key === "ArrowRight" ? (index === last ? 0 : index + 1) : e.key === "ArrowLeft" ? (index === 0 ? last : index - 1) : e.key === "Home" ? 0 : e.key === "End" ? last : -1;
    if (next < 0) return;
    e.preventDefault();
    tabRefs.current[next]?.focus();
    goTo(next);
  };

  return (
    <div>
      <div className="sticky top-[4.75rem] z-30 -mx-1 rounded-2xl border border-slate-200 bg-white/95 p-1.5 shadow-md backdrop-blur">
        <div role="tablist" aria-label={m.section_services_tabs({}, { locale })} className="flex [scrollbar-width:none] gap-1 overflow-x-auto">
          {services.map((s, i) => (
            <button
              key={s.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(s.id)}
              aria-selected={i === active}
              aria-controls={panelId(s.id)}
              tabIndex={i === active ? 0 : -1}
              onClick={() => goTo(i)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className="shrink-0 rounded-xl px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 transition-colors hover:bg-slate-100 aria-selected:bg-brand-600 aria-selected:text-white sm:flex-1 sm:px-4"
            >
              {s.tabLabel}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-6 space-y-6">
        {services.map((s, i) => (
          <ServicePanel key={s.id} service={s} flip={i % 2 === 1} />
        ))}
      </div>
    </div>
  );
}

function ServicePanel({ service: s, flip }: { service: ServiceCard; flip: boolean }) {
  return (
    <div id={panelId(s.id)} role="tabpanel" aria-labelledby={tabId(s.id)} className="grid gap-6 card p-5 sm:gap-8 sm:p-8 lg:grid-cols-2">
      <div className={flip ? "lg:order-2" : ""}>
        <h3 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">{s.title}</h3>
        <p className="mt-3 leading-7 text-slate-700 sm:text-lg">{s.summary}</p>
        <ul className="mt-5 space-y-2.5">
          {s.bullets.map((b) => (
            <li key={b} className="flex gap-3 text-slate-700">
              <CheckMark />
              {b}
            </li>
          ))}
        </ul>
      </div>
      <div className={`flex flex-col rounded-2xl bg-slate-50 p-4 sm:p-6 ${flip ? "lg:order-1" : ""}`}>
        <p className="leading-7 text-slate-700">{s.description}</p>
        <p className="mt-4 rounded-xl border-l-4 border-accent-500 bg-white px-4 py-3 text-sm text-slate-700">{s.info}</p>
        <Link to={s.href} className="mt-6 btn-primary self-start px-5 py-3 text-base">
          {s.ctaText} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </div>
  );
}
