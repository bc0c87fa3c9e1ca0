// The busy flag and banner error of an admin action: the server's error text, else the screen's
// fallback of docs/product.md#messages (errorText).
import { useCallback, useState } from "react";
import { errorText } from "./admin-api";

export function useAdminAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (task: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (err) {
      setError(errorText(err, fallback));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, setError, run };
}
