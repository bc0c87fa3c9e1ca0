// Opening a link the server makes first (a preview link) in a new tab, without a popup blocker stopping it.

/** Opens a tab at once (so no popup blocker stops it), then sends it to the URL `link` resolves to (or closes it). */
export async function openInNewTab(link: () => Promise<string | null>): Promise<boolean> {
  const tab = window.open("", "_blank");
  const url = await link();
  if (!url) {
    tab?.close();
    return false;
  }
  if (tab) {
    tab.opener = null;
    tab.location.href = url;
  } else window.open(url, "_blank", "noopener");
  return true;
}
