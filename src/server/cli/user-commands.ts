// The commands of `npm run user`, run the same way by the tool itself (server down) and by the
// running server on the tool's behalf (server up), so both paths apply the same rules.
import { z } from "zod";
import { roleSchema, type PublicUser, type UserWithPassword } from "../../shared/schemas/user";
import { NotFound } from "../errors";
import { userTarget, type ActivityService } from "../services/activity";
import type { UserService } from "../services/users";
import { parseInput } from "../services/validate";

export const userCommandSchema = z.discriminatedUnion("command", [
  z.object({ command: z.literal("list") }),
  z.object({ command: z.literal("add"), email: z.string(), role: roleSchema, password: z.string().optional(), name: z.string().optional() }),
  z.object({ command: z.literal("remove"), email: z.string() }),
  z.object({ command: z.literal("passwd"), email: z.string(), password: z.string().optional() }),
]);
export type UserCommand = z.infer<typeof userCommandSchema>;

export type UserCommandResult = { users: PublicUser[] } | { user: UserWithPassword } | { removed: string };

/** Runs one command; changes are recorded in the activity log (no actor: the command line) when given one. */
export async function runUserCommand(users: UserService, body: unknown, activity?: Pick<ActivityService, "record">): Promise<UserCommandResult> {
  const record = async (action: "create" | "delete" | "password-reset", u: { id: string; email: string }) => activity?.record({ user: null, ip: null }, action, userTarget(u));
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
      const user = await users.add({ email: cmd.email, role: cmd.role, password: cmd.password, name: cmd.name });
      await record("create", user);
      return { user };
    }
    case "remove": {
      const id = idOf(cmd.email);
      await users.remove(id);
      await record("delete", { id, email: cmd.email.trim().toLowerCase() });
      return { removed: cmd.email.trim().toLowerCase() };
    }
    case "passwd": {
      const user = await users.resetPassword(idOf(cmd.email), { password: cmd.password });
      await record("password-reset", user);
      return { user };
    }
  }
}
