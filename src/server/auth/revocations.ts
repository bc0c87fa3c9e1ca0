// Revoked token ids (logout). Each entry is kept until the token it names would have expired anyway,
// so the list stays small; it is stored, so a logout holds across a restart.
import type { Storage } from "../storage";

export function createRevocationList({ revokedTokens }: Pick<Storage, "revokedTokens">, nowSeconds: () => number = () => Date.now() / 1000) {
  return {
    isRevoked(jti: string): boolean {
      // A cached table: a lookup in memory.
      return revokedTokens.get(jti) !== undefined;
    },
    /** Revokes a token id until `exp` (seconds since the epoch); resolves once that is on disk. */
    async revoke(jti: string, exp: number): Promise<void> {
      if (revokedTokens.get(jti)) return;
      revokedTokens.transaction(() => {
        // The ids of tokens that have expired by now need not be kept.
        revokedTokens.removeWhere({ exp: { lte: nowSeconds() } });
        revokedTokens.create({ jti, exp });
      });
    },
  };
}

export type RevocationList = ReturnType<typeof createRevocationList>;
