// The blog content editor (Quill 2 through react-quill-new). Loaded only with React.lazy from the blog
// form, so Quill (which touches `document` on import) and its CSS stay in their own admin-only chunk.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import ReactQuill, { Quill } from "react-quill-new";
import "react-quill-new/dist/quill.snow.css";
import "./rich-text-editor.css";
import { DEFAULT_LINE_SPACING, EDITOR_MIN_HEIGHT_PX, EDITOR_UNDO_DELAY_MS, EDITOR_UNDO_DEPTH, LINE_SPACINGS, LINK_SCHEMES } from "../../../shared/constants";
import { adminMessages } from "../../../shared/admin-messages";
import { normalizeLinkUrl, tidyEditorHtml } from "../../../shared/rich-text";
import { useImageUpload } from "../../lib/upload";
import { IMAGE_UPLOAD_TYPES } from "../../../shared/constants";
import { MediaPickerButton } from "./media-picker";
import { Dialog } from "../dialog";
import { FormActions } from "./ui";

// ---- Quill set-up, once per page load -------------------------------------------------------------
const Parchment = Quill.import("parchment");

/** line-height as an inline style, limited to the values of docs/product.md#validation-rules. Browsers store "1.0" as "1", so
 * values are compared as numbers and reported in the toolbar's spelling. */
class LineHeightAttributor extends Parchment.StyleAttributor {
  canAdd(_node: HTMLElement, value: unknown): boolean {
    return spacingOf(value) !== null;
  }
  value(node: HTMLElement): string {
    return spacingOf(node.style.lineHeight) ?? "";
  }
}
function spacingOf(value: unknown): string | null {
  const n = Number(value);
  return typeof value === "string" && value !== "" ? (LINE_SPACINGS.find((s) => Number(s) === n) ?? null) : null;
}

Quill.register({ "formats/lineheight": new LineHeightAttributor("lineheight", "line-height", { scope: Parchment.Scope.BLOCK }) }, true);
// Alignment as style="text-align: ..." (not ql-align-* classes), so the public page needs no Quill CSS.
Quill.register(Quill.import("attributors/style/align") as Parameters<typeof Quill.register>[0], true);
// Links may use every scheme of docs/product.md#validation-rules; Quill's own list is shorter and would turn the rest into about:blank.
(Quill.import("formats/link") as { PROTOCOL_WHITELIST: string[] }).PROTOCOL_WHITELIST = [...LINK_SCHEMES];

const FORMATS = ["bold", "italic", "underline", "header", "blockquote", "list", "indent", "link", "image", "align", "color", "lineheight"];
const TOOLBAR_ID = "blog-editor-toolbar";
/** The toolbar's buttons in their groups; Quill wires each by its ql-<format> class (and value). */
const TOOLBAR_GROUPS: { name: string; buttons: { format: string; value?: string; label: string }[] }[] = [
  {
    name: "inline",
    buttons: [
      { format: "bold", label: "Bold" },
      { format: "italic", label: "Italic" },
      { format: "underline", label: "Underline" },
    ],
  },
  {
    name: "blocks",
    buttons: [
      { format: "header", value: "1", label: "Heading 1" },
      { format: "header", value: "2", label: "Heading 2" },
      { format: "header", value: "3", label: "Heading 3" },
      { format: "blockquote", label: "Block quote" },
    ],
  },
  {
    name: "lists",
    buttons: [
      { format: "list", value: "bullet", label: "Bullet list" },
      { format: "list", value: "ordered", label: "Numbered list" },
    ],
  },
  {
    name: "embeds",
    buttons: [
      { format: "link", label: "Link" },
      { format: "image", label: "Image" },
    ],
  },
  {
    name: "align",
    buttons: [
      { format: "align", value: "", label: "Align left" },
      { format: "align", value: "center", label: "Align centre" },
      { format: "align", value: "right", label: "Align right" },
      { format: "align", value: "justify", label: "Justify" },
    ],
  },
];
const COLOURS = [
  ["Black", "#000000"],
  ["Red", "#e60000"],
  ["Orange", "#ff9900"],
  ["Green", "#008a00"],
  ["Blue", "#0066cc"],
  ["Purple", "#9933ff"],
  ["Grey", "#666666"],
] as const;

/**
 * A Tab binding for list items: indents (or outdents) where Quill would, unless Esc came just before (the
 * text's data-escaped, set by the editor's own keydown listener).
 */
function listIndent(change: "+1" | "-1", shiftKey: boolean) {
  return {
    key: "Tab",
    shiftKey,
    format: ["list"],
    handler(this: { quill: InstanceType<typeof Quill> }, _range: unknown, context: { collapsed: boolean; offset: number }) {
      if (this.quill.root.dataset.escaped === "true" || (context.collapsed && context.offset !== 0)) return true; // the browser moves the focus
      this.quill.format("indent", change, "user");
      return false;
    },
  };
}

type LinkRange = { index: number; length: number };
type LinkState = { range: LinkRange; url: string; existing: boolean };
/** The image dialog: where a new image goes, or the image already in the text whose alt text is edited. */
type ImageState = { index: number; existing?: { src: string; alt: string } };

type Props = {
  /** The HTML to start from (the editor is uncontrolled afterwards). */
  initialHtml: string;
  /** Called on every change by the user, with clean HTML ("" when the editor is empty). */
  onChange: (html: string) => void;
  labelledBy: string;
  invalid?: boolean;
};

export default function RichTextEditor({ initialHtml, onChange, labelledBy, invalid }: Props) {
  const quillRef = useRef<ReactQuill>(null);
  const openLink = useRef<() => void>(() => undefined);
  const openImage = useRef<() => void>(() => undefined);
  const [formats, setFormats] = useState<{ lineheight?: string; color?: string }>({});
  const [link, setLink] = useState<LinkState | null>(null);
  const [image, setImage] = useState<ImageState | null>(null);
  const spacingId = useId();
  const colourId = useId();

  // Stable options: react-quill-new rebuilds the editor when `modules` changes identity.
  const modules = useMemo(
    () => ({
      toolbar: {
        container: `#${TOOLBAR_ID}`,
        handlers: {
          link: () => openLink.current(),
          image: () => openImage.current(),
        },
      },
      history: { delay: EDITOR_UNDO_DELAY_MS, maxStack: EDITOR_UNDO_DEPTH, userOnly: true },
      // (WCAG 2.1.2, no keyboard trap): Tab leaves the text for the next control and Shift+Tab goes
      // back, as in any other field; Quill's bindings that type a tab character are removed (null). Inside a
      // list, Tab at the start of an item (or over a selection) still indents it and Shift+Tab outdents it,
      // unless Esc was pressed just before: Esc then Tab always leaves.
      keyboard: {
        bindings: {
          tab: null,
          "remove tab": null,
          indent: null,
          outdent: null,
          "indent code-block": null,
          "outdent code-block": null,
          "list indent": listIndent("+1", false),
          "list outdent": listIndent("-1", true),
        },
      },
    }),
    [],
  );

  const editor = () => quillRef.current?.getEditor() ?? null;

  function openLinkNow() {
    const quill = editor();
    if (!quill) return;
    const range = quill.getSelection(true);
    const current = quill.getFormat(range).link;
    if (typeof current === "string") {
      // Inside an existing link: act on the whole link, not just the caret position.
      const [blot, offset] = quill.scroll.descendant((b: { statics: { blotName: string } }) => b.statics.blotName === "link", range.index);
      const whole = blot ? { index: range.index - offset, length: blot.length() } : range;
      setLink({ range: whole, url: current, existing: true });
    } else {
      setLink({ range, url: "", existing: false });
    }
  }

  function openImageNow() {
    const quill = editor();
    if (!quill) return;
    const range = quill.getSelection(true);
    // An image selected in the text: edit its alt text; otherwise insert a new image at the caret.
    const node = range.length === 1 ? quill.getLeaf(range.index + 1)[0]?.domNode : null;
    if (node instanceof HTMLImageElement) setImage({ index: range.index, existing: { src: node.getAttribute("src") ?? "", alt: node.getAttribute("alt") ?? "" } });
    else setImage({ index: range.index });
  }

  // The toolbar's handlers (fixed when Quill starts) call the latest of these.
  useEffect(() => {
    openLink.current = openLinkNow;
    openImage.current = openImageNow;
  });

  useEffect(() => {
    const quill = editor();
    if (!quill) return;
    quill.root.style.minHeight = `${EDITOR_MIN_HEIGHT_PX}px`;
    quill.root.style.lineHeight = DEFAULT_LINE_SPACING;
    quill.root.setAttribute("role", "textbox");
    quill.root.setAttribute("aria-multiline", "true");
    quill.root.setAttribute("aria-labelledby", labelledBy);
    const track = () => {
      const range = quill.getSelection();
      if (!range) return;
      const f = quill.getFormat(range);
      setFormats({ lineheight: typeof f.lineheight === "string" ? f.lineheight : undefined, color: typeof f.color === "string" ? f.color : undefined });
    };
    quill.on("editor-change", track);
    // Clicking an image in the text opens its alt text.
    const onClick = (e: MouseEvent) => {
      if (!(e.target instanceof HTMLImageElement)) return;
      const blot = Quill.find(e.target);
      if (!blot || blot instanceof Quill) return;
      const index = quill.getIndex(blot as Parameters<typeof quill.getIndex>[0]);
      quill.setSelection(index, 1, "user");
      openImage.current();
    };
    quill.root.addEventListener("click", onClick);
    // Runs after Quill's own keydown handling (added when Quill started), so a Tab still sees the Esc before it.
    // Esc was the last key pressed in the text: the next Tab leaves it, even inside a list.
    const onKey = (e: KeyboardEvent) => {
      quill.root.dataset.escaped = String(e.key === "Escape");
    };
    quill.root.addEventListener("keydown", onKey);
    return () => {
      quill.off("editor-change", track);
      quill.root.removeEventListener("click", onClick);
      quill.root.removeEventListener("keydown", onKey);
    };
  }, [labelledBy]);

  useEffect(() => {
    editor()?.root.setAttribute("aria-invalid", invalid ? "true" : "false");
  }, [invalid]);

  function applyFormat(name: "lineheight" | "color", value: string | false) {
    const quill = editor();
    if (!quill) return;
    quill.focus();
    quill.format(name, value, "user");
  }

  function applyLink(url: string | false) {
    const quill = editor();
    if (!quill || !link) return;
    const { index, length } = link.range;
    if (url && length === 0) {
      quill.insertText(index, url, { link: url }, "user");
      quill.setSelection(index + url.length, 0, "user");
    } else {
      quill.formatText(index, length, "link", url, "user");
      quill.setSelection(index + length, 0, "user");
    }
    setLink(null);
  }

  function applyImage(url: string, alt: string) {
    const quill = editor();
    if (!quill || image === null) return;
    if (!image.existing) quill.insertEmbed(image.index, "image", url, "user");
    quill.formatText(image.index, 1, { alt: alt || false }, "user");
    quill.setSelection(image.index + 1, 0, "user");
    setImage(null);
  }

  const colourValue = formats.color && COLOURS.some(([, hex]) => hex === formats.color) ? formats.color : "";

  return (
    <div className={`rich-text-editor rounded-lg border bg-white ${invalid ? "border-red-500" : "border-slate-300"}`}>
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-slate-50 px-2 py-1.5">
        {/* Quill wires these buttons by their ql-* class and adds the icons and aria-pressed. */}
        <div id={TOOLBAR_ID} role="toolbar" aria-label="Formatting" className="!border-0 !p-0">
          {TOOLBAR_GROUPS.map(({ name, buttons }) => (
            <span key={name} className="ql-formats">
              {buttons.map(({ format, value, label }) => (
                <button key={label} type="button" className={`ql-${format}`} value={value} aria-label={label} />
              ))}
            </span>
          ))}
        </div>
        {/* Native selects, outside Quill's toolbar so its theme does not replace them with pickers. */}
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label htmlFor={spacingId} className="text-slate-700">
            Line spacing
          </label>
          <select
            id={spacingId}
            className="rounded border border-slate-300 bg-white px-1.5 py-1"
            value={formats.lineheight ?? DEFAULT_LINE_SPACING}
            onChange={(e) => applyFormat("lineheight", e.target.value === DEFAULT_LINE_SPACING ? false : e.target.value)}
          >
            {LINE_SPACINGS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <label htmlFor={colourId} className="ml-2 text-slate-700">
            Text colour
          </label>
          <select
            id={colourId}
            className="rounded border border-slate-300 bg-white px-1.5 py-1"
            value={colourValue}
            onChange={(e) => applyFormat("color", e.target.value || false)}
          >
            <option value="">Default</option>
            {COLOURS.map(([name, hex]) => (
              <option key={hex} value={hex} style={{ color: hex }}>
                {name}
              </option>
            ))}
          </select>
          <button type="button" className="rounded border border-slate-300 bg-white px-2 py-1 hover:border-brand-600" onClick={() => applyFormat("color", false)}>
            Reset<span className="sr-only"> text colour</span>
          </button>
        </div>
      </div>
      <ReactQuill
        ref={quillRef}
        theme="snow"
        defaultValue={initialHtml}
        modules={modules}
        formats={FORMATS}
        onChange={(html, _delta, source, ed) => {
          if (source !== "user") return;
          onChange(ed.getLength() <= 1 ? "" : tidyEditorHtml(html));
        }}
      />
      <Portal>
        <LinkDialog state={link} onApply={applyLink} onClose={() => setLink(null)} />
        <ImageDialog state={image} onApply={applyImage} onClose={() => setImage(null)} />
      </Portal>
    </div>
  );
}

/** The dialogs hold their own <form>s, which must not sit inside the blog form in the DOM. */
function Portal({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}

function LinkDialog({ state, onApply, onClose }: { state: LinkState | null; onApply: (url: string | false) => void; onClose: () => void }) {
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  // A new link to edit starts the form again (set while rendering, not in an effect).
  const [shown, setShown] = useState(state);
  if (state !== shown) {
    setShown(state);
    setUrl(state?.url ?? "");
    setError(null);
  }

  function submit(e: FormEvent) {
    // React events bubble through the portal: keep this submit away from the blog form.
    e.preventDefault();
    e.stopPropagation();
    const result = normalizeLinkUrl(url);
    if (result === null) return; // docs/product.md#validation-rules: an empty address does nothing
    if ("error" in result) return setError(result.error);
    onApply(result.url);
  }

  return (
    <Dialog open={state !== null} onClose={onClose} title={state?.existing ? "Edit link" : "Add link"} className="max-w-md">
      <form onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="field-label">
          Link address
        </label>
        <input
          id={inputId}
          className="field"
          type="text"
          inputMode="url"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens on this field (a dialog must place the focus inside it)
          autoFocus
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        {error && (
          <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <FormActions submitLabel={state?.existing ? "Update" : "Add"} onCancel={onClose}>
          {state?.existing && (
            <button type="button" className="mr-auto btn-danger" onClick={() => onApply(false)}>
              Remove
            </button>
          )}
        </FormActions>
      </form>
    </Dialog>
  );
}

/** Inserts an image by address or upload, asking for its alt text; or edits the alt text of an image in the text. */
function ImageDialog({ state, onApply, onClose }: { state: ImageState | null; onApply: (url: string, alt: string) => void; onClose: () => void }) {
  const [url, setUrl] = useState("");
  const [alt, setAlt] = useState("");
  const [typedError, setError] = useState<string | null>(null);
  const { busy: uploading, error: uploadError, setError: setUploadError, upload: uploadFile } = useImageUpload();
  const error = typedError ?? uploadError;
  const altRef = useRef<HTMLInputElement>(null);
  const urlId = useId();
  const fileId = useId();
  const altId = useId();
  const existing = state?.existing;
  // A new image to insert or edit starts the form again (set while rendering, not in an effect).
  const [shownState, setShownState] = useState(state);
  if (state !== shownState) {
    setShownState(state);
    if (state) {
      setUrl(state.existing?.src ?? "");
      setAlt(state.existing?.alt ?? "");
      setError(null);
      setUploadError(null);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    e.stopPropagation();
    setUploadError(null);
    if (existing) return onApply(existing.src, alt.trim());
    const value = url.trim();
    if (!value) return; // docs/product.md#validation-rules: an empty address does nothing
    if (!/^https?:\/\/\S+$/i.test(value) && !/^\/uploads\/[\w.-]+$/.test(value)) return setError(adminMessages.imageUrlInvalid);
    onApply(value, alt.trim());
  }

  async function upload(file: File | undefined) {
    setError(null);
    const result = await uploadFile(file);
    if (!result || "error" in result) return;
    // Uploaded: the address is filled in; the alt text is asked for before inserting.
    setUrl(result.url);
    altRef.current?.focus();
  }

  const shown = existing?.src ?? (/^\/uploads\/[\w.-]+$/.test(url) ? url : "");
  return (
    <Dialog open={state !== null} onClose={onClose} title={existing ? "Edit image" : "Insert image"} className="max-w-md">
      <form onSubmit={submit} noValidate>
        {!existing && (
          <>
            <label htmlFor={urlId} className="field-label">
              Image address
            </label>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens on this field (a dialog must place the focus inside it) */}
            <input id={urlId} className="field" type="url" autoFocus value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://example.com/picture.jpg" />
            <label htmlFor={fileId} className="mt-4 field-label">
              Or upload an image
            </label>
            <input
              id={fileId}
              type="file"
              accept={IMAGE_UPLOAD_TYPES.join(",")}
              className="block w-full text-sm"
              disabled={uploading}
              onChange={(e) => void upload(e.target.files?.[0])}
            />
            <p className="mt-1 text-xs text-slate-600">{uploading ? adminMessages.uploading : adminMessages.imageHint}</p>
            {/* Or an image already uploaded, its saved alt text filled in as the default. */}
            <MediaPickerButton
              className="mt-3 btn-outline px-3 py-1.5"
              onPick={(picked) => {
                setError(null);
                setUrl(picked.url);
                if (picked.alt) setAlt(picked.alt);
                altRef.current?.focus();
              }}
            />
          </>
        )}
        {shown && <img src={shown} alt="" className="mt-4 max-h-32 rounded border border-slate-200" />}
        <label htmlFor={altId} className="mt-4 field-label">
          {adminMessages.altTextLabel}
        </label>
        <input
          id={altId}
          ref={altRef}
          className="field"
          maxLength={300}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens on this field (a dialog must place the focus inside it)
          autoFocus={Boolean(existing)}
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          aria-describedby={`${altId}-hint`}
        />
        <p id={`${altId}-hint`} className="mt-1 text-xs text-slate-600">
          {adminMessages.altTextHint}
        </p>
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <FormActions submitLabel={existing ? "Update" : "Insert"} busyLabel="Insert" onCancel={onClose} busy={uploading} />
      </form>
    </Dialog>
  );
}
