import { setImmediate } from "node:timers";
import { MAX_BATCH } from "../../db/batching/batcher";

/**
 * Enough baskets sending together that each step's batched statement serves many of them, few
 * enough that a statement (a basket's legs at the paper broker, say) stays short and the
 * traders' places of the moment are answered between them: at 1,000 traders on one instance,
 * 64 beat 32 and 128 (docs/performance.md, "The 09:15 surge").
 */
export const DEFAULT_SENDS_AT_ONCE = 64;

/**
 * Groups sending at once: the one settling its baskets and, once each of its first orders is
 * out, the next. A third would only lengthen every statement the two already share.
 */
const GROUPS_AT_ONCE = Number(process.env.GAO ?? 2);

/**
 * Exits waiting start together up to as many as one shared statement serves: a market move that
 * fires a hundred stop-losses at once sends every first exit order in one group. The bound on
 * other sends keeps the traders' places of the moment answered between statements; no one's
 * answer waits on a rule's exit, and an exit's own trader is answered once the basket is written.
 */
const EXITS_AT_ONCE = MAX_BATCH;

/** A send's place in line: exits (a trader's, a rule's) go ahead of every other send waiting. */
export type SendPriority = "EXIT" | "OTHER";

/**
 * What a send tells its turn: that its first order is out (answered, refused or unanswered),
 * after which the next group need not wait for this send's settling. A send that never calls it
 * counts as out when it ends.
 */
export type FirstOrderOut = () => void;

/** A place in line (SendTurns.reserve): its send runs once its turn comes. */
export interface TurnReserved {
  run<T>(send: (firstOrderOut: FirstOrderOut) => Promise<T>): Promise<T>;
}

interface Group {
  /** Sends of the group still running, and those whose first order is not out yet. */
  running: number;
  firstOrdersToGo: number;
}

interface Waiting {
  priority: SendPriority;
  begin: (group: Group) => void;
}

/**
 * How many baskets send their orders at once in this process; the rest wait their turn, in
 * arrival order (exits ahead of the rest), before their first order. At the open a thousand
 * traders place together: sent all at once, every basket's statements and broker calls queue
 * behind every other's (at the database pool, on the event loop), so each basket sits half
 * entered for seconds and every trader waits for the last. Taken in turns, a basket's hedges and
 * sells go out together and the first placed are TRACKING first. Sends start in groups of at
 * most `atOnce`: those taken in one turn of the event loop while none runs, then those waiting
 * once every send of the group before them has its first order out. Baskets that take each step
 * at the same moment share its statements (batched-call.ts); let in as each arrived or as each
 * turn freed, baskets were each a step apart and every statement served one or two of them.
 * A basket's first order waits for no other basket's settling: when a market move fires a
 * hundred stop-losses at once, the last basket's exit leaves once the first group's first orders
 * have, not once the whole group has settled (bench/exit-rules.bench.ts).
 */
export class SendTurns {
  private readonly groups = new Set<Group>();
  private readonly waiting: Waiting[] = [];
  private starting = false;

  constructor(readonly atOnce: number) {
    if (!Number.isInteger(atOnce) || atOnce < 1) {
      throw new RangeError(`Sends at once must be a whole number of 1 or more, not ${atOnce}`);
    }
  }

  /**
   * Runs `send` in its turn (with the next group to start), passing it what tells the turn its
   * first order is out.
   */
  take<T>(
    send: (firstOrderOut: FirstOrderOut) => Promise<T>,
    priority: SendPriority = "OTHER",
  ): Promise<T> {
    return this.reserve(priority).run(send);
  }

  /**
   * A place in line taken now, for a send its caller runs once it may (holding its basket):
   * the sends of one moment join one group however long their callers take to get there. The
   * caller must run it: the group waits for its first order. Taken before the basket, never
   * after: a send holding a turn while it waits for its basket, behind a call that holds the
   * basket while it waits for a turn, would wait for ever.
   */
  reserve(priority: SendPriority = "OTHER"): TurnReserved {
    const granted = new Promise<Group>((begin) => {
      this.line({ priority, begin });
      this.letInSoon();
    });
    return { run: (send) => this.runIn(granted, send) };
  }

  private async runIn<T>(
    granted: Promise<Group>,
    send: (firstOrderOut: FirstOrderOut) => Promise<T>,
  ): Promise<T> {
    const group = await granted;
    let out = false;
    const firstOrderOut = () => {
      if (out) return;
      out = true;
      group.firstOrdersToGo -= 1;
      this.letInNext();
    };
    try {
      return await send(firstOrderOut);
    } finally {
      firstOrderOut();
      group.running -= 1;
      if (group.running === 0) this.groups.delete(group);
      this.letInNext();
    }
  }

  /** Into the line: an exit after the exits already waiting, anything else at the end. */
  private line(waiting: Waiting): void {
    if (waiting.priority === "OTHER") {
      this.waiting.push(waiting);
      return;
    }
    const firstOther = this.waiting.findIndex((w) => w.priority === "OTHER");
    this.waiting.splice(firstOther === -1 ? this.waiting.length : firstOther, 0, waiting);
  }

  /** Whether a group may start now: room for it, and every running group's first orders out. */
  private get mayLetIn(): boolean {
    if (this.groups.size >= GROUPS_AT_ONCE) return false;
    for (const group of this.groups) if (group.firstOrdersToGo > 0) return false;
    return true;
  }

  /** For a send taken now: the next group starts after this turn, with the others taken in it. */
  private letInSoon(): void {
    if (this.starting || this.waiting.length === 0 || !this.mayLetIn) return;
    this.starting = true;
    setImmediate(() => {
      this.starting = false;
      this.letInNext();
    });
  }

  /** The next sends in line, all at once: the exits waiting, or up to `atOnce` of the rest. */
  private letInNext(): void {
    if (this.waiting.length === 0 || !this.mayLetIn) return;
    const exits = this.waiting.findIndex((waiting) => waiting.priority !== "EXIT");
    const count =
      exits === 0 ? this.atOnce : Math.min(EXITS_AT_ONCE, exits === -1 ? Infinity : exits);
    const next = this.waiting.splice(0, count);
    performance.mark(`T:2cgroup${next.length}:x`);
    const group: Group = { running: next.length, firstOrdersToGo: next.length };
    this.groups.add(group);
    for (const { begin } of next) begin(group);
  }

  /** Whether no send runs nor waits: a send taken now starts at once, with this turn's. */
  get idle(): boolean {
    return this.groups.size === 0 && this.waiting.length === 0;
  }

  /** Sends waiting for a turn now. */
  get queued(): number {
    return this.waiting.length;
  }
}
