// The language of the page being shown, from its path (shared/locale.ts): "/hi/..." is Hindi.
import { useLocation } from "react-router";
import { localeOfPath, type Locale } from "../../shared/locale";

export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
