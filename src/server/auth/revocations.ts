// Revoked token ids (logout). Each entry is kept until the token it names would have expired anyway,
// so the list stays small; it is stored, so a logout holds across a restart.
import type { Collection } from "../storage/collection";
import type { RevokedToken } from "../storage";

export function createRevocationList(collection: Collection<RevokedToken>, nowSeconds: () => number = () => Date.now() / 1000) {
  const revoked = new Set(collection.all().map((r) => r.jti));
  return {
    isRevoked(jti: string): boolean {
      return revoked.has(jti);
    },
    /** Revokes a token id until `exp` (seconds since the epoch); resolves once that is on disk. */
    async revoke(jti: string, exp: number): Promise<void> {
      if (revoked.has(jti)) return;
      await collection.write((items) => {
        const t = nowSeconds();
        const live = items.filter((r) => r.exp > t);
        items.splice(0, items.length, ...live, { jti, exp });
      });
      revoked.clear();
      for (const r of collection.all()) revoked.add(r.jti);
    },
  };
}

export type RevocationList = ReturnType<typeof createRevocationList>;
