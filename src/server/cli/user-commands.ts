// The commands of `npm run user`, run the same way by the tool itself (server down) and by the
// running server on the tool's behalf (server up), so both paths apply the same rules.
import { z } from "zod";
import { roleSchema, type PublicUser, type UserWithPassword } from "../../shared/schemas/user";
import { NotFound } from "../errors";
import type { UserService } from "../services/users";
import { parseInput } from "../services/validate";

export const userCommandSchema = z.discriminatedUnion("command", [
  z.object({ command: z.literal("list") }),
  z.object({ command: z.literal("add"), email: z.string(), role: roleSchema, password: z.string().optional(), name: z.string().optional() }),
  z.object({ command: z.literal("remove"), email: z.string() }),
  z.object({ command: z.literal("passwd"), email: z.string(), password: z.string().optional() }),
  z.object({ command: z.literal("two-step-off"), email: z.string() }),
]);
export type UserCommand = z.infer<typeof userCommandSchema>;

export type UserCommandResult = { users: PublicUser[] } | { user: UserWithPassword } | { removed: string } | { twoStepOff: string };

/**
 * Runs one command. Each change is announced by its write on the storage's change feed (no actor: the command
 * line); the activity log records them where it listens to that feed (services/events.ts).
 */
export async function runUserCommand(users: UserService, body: unknown): Promise<UserCommandResult> {
  const cmd = parseInput(userCommandSchema, body);
  const idOf = (email: string) => {
    const u = users.findByEmail(email);
    if (!u) throw new NotFound(`No user with the e-mail ${email.trim().toLowerCase()}`);
    return u.id;
  };
  switch (cmd.command) {
    case "list":
      return { users: users.list() };
    case "add": {
      return { user: await users.add({ email: cmd.email, role: cmd.role, password: cmd.password, name: cmd.name }) };
    }
    case "remove": {
      await users.remove(idOf(cmd.email));
      return { removed: cmd.email.trim().toLowerCase() };
    }
    case "passwd": {
      // The command line may have one generated (printed on the server's own terminal, once).
      return { user: await users.resetPassword(idOf(cmd.email), { password: cmd.password }, undefined, { generate: true }) };
    }
    case "two-step-off": {
      users.turnOffTwoStep(idOf(cmd.email));
      return { twoStepOff: cmd.email.trim().toLowerCase() };
    }
  }
}
