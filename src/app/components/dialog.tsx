// An accessible modal on the native <dialog>: showModal() makes the page inert (focus stays inside),
// Escape closes it, a click on the backdrop closes it, and the browser returns focus to the opener.
import { useEffect, useId, useRef, type ReactNode } from "react";

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Extra classes for the panel (width). */
  className?: string;
};

export function Dialog({ open, onClose, title, children, className = "max-w-lg" }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      className={`m-auto w-[calc(100%-2rem)] ${className} rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/60`}
      onClose={onClose}
      onCancel={(e) => {
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
            <button type="button" onClick={onClose} aria-label="Close" className="-mt-1 -mr-2 rounded-lg px-2 text-2xl leading-none text-slate-600 hover:bg-slate-100">
              ×
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
