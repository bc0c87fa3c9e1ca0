// An accessible modal on the native <dialog>: showModal() makes the page inert, Tab cycles inside it
// (never out to the browser's own controls), Escape or a click on the backdrop closes it, and focus
// returns to the element that opened it. An element marked data-autofocus gets the first focus.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { m } from "../../shared/i18n";
import { useLocale } from "../lib/locale";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog. */
function trapTab(e: KeyboardEvent<HTMLDialogElement>) {
  if (e.key !== "Tab") return;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && !el.closest("[aria-hidden='true']"));
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (e.shiftKey && (active === first || !e.currentTarget.contains(active))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Extra classes for the panel (width). */
  className?: string;
};

export function Dialog({ open, onClose, title, children, className = "max-w-lg" }: Props) {
  const locale = useLocale();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      el.showModal();
      el.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && el.open) el.close();
    if (!open && opener.current) {
      // Browsers differ in whether close() restores focus; do it here so it always does.
      if (opener.current.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  return (
    // The click handler only closes on a click on the backdrop; the keyboard has Escape (onCancel).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      className={`m-auto w-[calc(100%-2rem)] ${className} rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/60`}
      // A dialog opened from inside this one (the media picker) is its React child: its close,
      // cancel and Tab reach this handler too, and must not close or move the focus of this one.
      onClose={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      onKeyDown={(e) => {
        if (!e.defaultPrevented) trapTab(e);
      }}
      onCancel={(e) => {
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={m.frame_close({}, { locale })}
              className="-mt-1 -mr-2 rounded-lg px-2 text-2xl leading-none text-slate-600 hover:bg-slate-100"
            >
              ×
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
