// Whether this render runs in the browser after hydration, without an effect that sets state.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False in the server's HTML and while hydrating it, true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
