// Two-step sign-in of a staff user (RFC 6238 TOTP, as authenticator apps expect): begun on the profile (a
// secret and its otpauth URL, pending for 15 minutes), turned on by a first code (ten recovery codes shown
// once, stored hashed), turned off with a code. The sign-in's own check is in users.ts (login).
import { z } from "zod";
import { apiMessages } from "../../shared/api-messages";
import { AppError, Conflict, Invalid, NotFound } from "../errors";
import type { Storage } from "../storage";
import { beginSetup, checkSecondStep, confirmSetup } from "../auth/two-step-state";
import { otpauthUrl } from "../auth/two-step";
import { SYSTEM, type Actor } from "./events";
import { parseInput } from "./validate";

const codeSchema = z.object({ code: z.string().trim().min(1, "is required").max(64) });

export function createTwoStepService({ users }: Pick<Storage, "users">, { now = Date.now, issuer }: { now?: () => number; issuer: () => string }) {
  const stored = (id: string) => {
    const u = users.get(id);
    if (!u) throw new NotFound("User not found");
    return u;
  };
  const wrongCode = () => new AppError(400, apiMessages.totpWrong, {}, "totp_wrong");

  return {
    /** Whether the user has two-step sign-in on. */
    isOn: (id: string): boolean => users.get(id)?.twoStep !== undefined,

    /** A new secret for the user's authenticator app; it turns nothing on until confirmed. */
    begin(id: string): { secret: string; otpauthUrl: string } {
      const user = stored(id);
      if (user.twoStep) throw new Conflict(apiMessages.totpAlreadyOn);
      const { pending } = beginSetup(new Date(now()));
      users.update(id, { pendingTwoStep: pending });
      return { secret: pending.secret, otpauthUrl: otpauthUrl(pending.secret, user.email, issuer()) };
    },

    /** Turns two-step sign-in on with the first code from the app; answers the recovery codes, shown this once. */
    confirm(id: string, body: unknown, actor: Actor = SYSTEM): { recoveryCodes: string[] } {
      const { code } = parseInput(codeSchema, body);
      const user = stored(id);
      if (user.twoStep) throw new Conflict(apiMessages.totpAlreadyOn);
      if (!user.pendingTwoStep) throw new Invalid(apiMessages.totpNotStarted);
      const done = confirmSetup(user.pendingTwoStep, code, new Date(now()));
      if (!done) throw wrongCode();
      users.update(id, (u) => ({ ...u, twoStep: done.twoStep, pendingTwoStep: undefined, updatedAt: new Date(now()).toISOString() }), { actor, verb: "two-step-on" });
      return { recoveryCodes: done.recoveryCodes };
    },

    /** Turns two-step sign-in off; a current code (or a recovery code) is needed, so a left-open session cannot. */
    disable(id: string, body: unknown, actor: Actor = SYSTEM): { off: true } {
      const { code } = parseInput(codeSchema, body);
      const user = stored(id);
      if (!user.twoStep) throw new Invalid(apiMessages.totpOff);
      if (!checkSecondStep(user.twoStep, code, new Date(now()))) throw wrongCode();
      users.update(id, (u) => ({ ...u, twoStep: undefined, updatedAt: new Date(now()).toISOString() }), { actor, verb: "two-step-off" });
      return { off: true };
    },
  };
}

export type TwoStepService = ReturnType<typeof createTwoStepService>;
