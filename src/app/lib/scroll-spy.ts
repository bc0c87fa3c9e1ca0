// Pure logic of the home page's services tab bar (docs/product.md#home): which tab is active for a scroll position.

/**
 * Index of the active section: the last one whose top edge has crossed `threshold` px from the
 * top of the viewport; the first while none has.
 */
export function activeSectionIndex(tops: number[], threshold: number): number {
  let active = 0;
  tops.forEach((top, i) => {
    if (top <= threshold) active = i;
  });
  return active;
}

/** Document scroll position that brings a section's top just inside the threshold. */
export function scrollTargetFor(sectionTopInDocument: number, threshold: number): number {
  return Math.max(0, Math.round(sectionTopInDocument - threshold + 2));
}
