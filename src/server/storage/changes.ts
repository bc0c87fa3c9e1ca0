// The change feed: every committed write of a repository (repository.ts), announced after its transaction
// commits, never for one that rolled back. A change names its resource, what was done (created, updated,
// deleted, or a verb of its service: published, merged, restored...), the record before and after, and who did
// it. Listeners (the activity log, the page cache and CDN purge, the search index, staff alerts, autosave
// clean-up) subscribe here; they run after the commit, so one that fails cannot undo the write it follows: it
// logs its failure (the write has happened, and its answer must not turn into an error).
import type { Editor } from "../../shared/schemas/common";
import type { Logger } from "../log";

/** Who made a change: the signed-in staff user (null: the system, a visitor) and the client address. */
export type Actor = { user: Editor | null; ip: string | null };

/** A change made by the server itself (a job, the command line, start-up). */
export const SYSTEM: Actor = { user: null, ip: null };

export type Change = {
  /** The resource (post, offer, enquiry, user...): the feed's kinds. */
  resource: string;
  verb: string;
  before?: unknown;
  after?: unknown;
  actor: Actor | null;
  /** How many records a `pruned` change removed. */
  count?: number;
};

/** The change a restore announces once another database is in place: every derived value is stale. */
export const isRestore = (change: Change): boolean => change.resource === "backup" && change.verb === "restored";

export type ChangeListener = (change: Change) => void;
/** Every change of one committed transaction, in the order they were made. */
export type CommitListener = (changes: readonly Change[]) => void;

/** `quiet: true`: the listener also hears the writes made `quietly` (a derived index must follow every write). */
export type ListenOptions = { quiet?: boolean };

export function createChangeFeed(log?: Logger) {
  const listeners: { listener: CommitListener; quiet: boolean }[] = [];
  let pending: { change: Change; quiet: boolean }[] = [];
  let quiet = 0;

  const deliver = (changes: readonly { change: Change; quiet: boolean }[]) => {
    for (const l of [...listeners]) {
      const heard = changes.filter((c) => l.quiet || !c.quiet).map((c) => c.change);
      if (!heard.length) continue;
      try {
        l.listener(heard);
      } catch (err) {
        log?.error(`[changes] a listener failed after ${heard.map((c) => `${c.resource}.${c.verb}`).join(", ")}: ${(err as Error).message}`);
      }
    }
  };

  function subscribeCommits(listener: CommitListener, options: ListenOptions = {}): () => void {
    const entry = { listener, quiet: options.quiet ?? false };
    listeners.push(entry);
    return () => {
      const i = listeners.indexOf(entry);
      if (i >= 0) listeners.splice(i, 1);
    };
  }

  return {
    /** A committed change (the repository calls this from the commit, in the order of the writes). */
    publish(change: Change): void {
      pending.push({ change, quiet: quiet > 0 });
    },
    /** The end of a commit: delivers its changes, as one group, to every listener. */
    committed(): void {
      if (!pending.length) return;
      const changes = pending;
      pending = [];
      deliver(changes);
    },
    /** Every change, one at a time (returns the removal). */
    subscribe(listener: ChangeListener, options: ListenOptions = {}): () => void {
      return subscribeCommits((changes) => changes.forEach((c) => listener(c)), options);
    },
    /** The changes of each commit together (returns the removal). */
    subscribeCommits,
    /**
     * Runs `work` without announcing its writes, except to listeners that keep a derived index: start-up only (the
     * firm's first records and the demo content are seeded, and the first admin created, before anything is
     * served or logged as someone's doing).
     */
    async quietly<R>(work: () => Promise<R>): Promise<R> {
      quiet++;
      try {
        return await work();
      } finally {
        quiet--;
      }
    },
  };
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>;
