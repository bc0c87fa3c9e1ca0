// A user's two-step sign-in state and its transitions. Pure: each function returns the new state and the caller stores it.
import { pendingTwoStepSchema, twoStepSchema, type PendingTwoStep, type TwoStep } from "../../shared/schemas/user";
import { hashRecoveryCode, looksLikeRecoveryCode, matchRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret } from "./two-step";

export { pendingTwoStepSchema, twoStepSchema, type PendingTwoStep, type TwoStep };

/** A setup begun and not confirmed within this long must be begun again. */
export const PENDING_TTL_MS = 15 * 60 * 1000;

export function beginSetup(now: Date): { pending: PendingTwoStep } {
  return { pending: { secret: newTotpSecret(), createdAt: now.toISOString() } };
}

// A createdAt in the future (or unreadable) is refused too: it would otherwise never expire.
function isFresh(pending: PendingTwoStep, now: Date): boolean {
  const age = now.getTime() - Date.parse(pending.createdAt);
  return age >= 0 && age <= PENDING_TTL_MS;
}

/**
 * Turns two-step sign-in on when the code matches the pending secret. recoveryCodes are the plain codes, to show once;
 * the state keeps only their hashes. Null when there is no pending secret, it has expired or the code does not match.
 */
export function confirmSetup(pending: PendingTwoStep | undefined, code: string, now: Date): { twoStep: TwoStep; recoveryCodes: string[] } | null {
  if (!pending || !isFresh(pending, now)) return null;
  const step = matchTotp(pending.secret, code, now.getTime(), null);
  if (step === null) return null;
  const recoveryCodes = newRecoveryCodes();
  const twoStep = { secret: pending.secret, enabledAt: now.toISOString(), lastStep: step, recoveryCodes: recoveryCodes.map(hashRecoveryCode) };
  return { twoStep, recoveryCodes };
}

/** The second step of a sign-in: a code from the app (its step is then used up) or a recovery code (then removed). Null when neither matches. */
export function checkSecondStep(twoStep: TwoStep, code: string, now: Date): { twoStep: TwoStep; used: "totp" | "recovery" } | null {
  if (looksLikeRecoveryCode(code)) {
    const index = matchRecoveryCode(code, twoStep.recoveryCodes);
    if (index === -1) return null;
    return { twoStep: { ...twoStep, recoveryCodes: twoStep.recoveryCodes.filter((_, i) => i !== index) }, used: "recovery" };
  }
  const step = matchTotp(twoStep.secret, code, now.getTime(), twoStep.lastStep);
  if (step === null) return null;
  return { twoStep: { ...twoStep, lastStep: step }, used: "totp" };
}
