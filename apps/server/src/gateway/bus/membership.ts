/** How often a node says it is alive, and how long silence means it is gone. */
export const HEARTBEAT_MS = 1000;
const GONE_AFTER_MS = 4000;

export interface Heartbeat {
  node: string;
  /** Sent once by a node stopping on purpose, so the others take its shards at once. */
  leaving?: boolean;
}

/**
 * Which server nodes are alive, from the heartbeats every node hears, and
 * which shards each consumes: shard k goes to the (k mod n)-th live node in
 * name order, so every node reaches the same answer without asking anyone.
 */
export class Membership {
  private readonly lastHeard = new Map<string, number>();

  constructor(private readonly self: string) {}

  /** Answers whether the set of live nodes may have changed. */
  heard(beat: Heartbeat, now = Date.now()): boolean {
    if (beat.node === this.self) return false;
    if (beat.leaving) return this.lastHeard.delete(beat.node);
    const known = this.lastHeard.has(beat.node);
    this.lastHeard.set(beat.node, now);
    return !known;
  }

  alive(now = Date.now()): string[] {
    for (const [node, at] of this.lastHeard) if (now - at > GONE_AFTER_MS) this.lastHeard.delete(node);
    return [this.self, ...this.lastHeard.keys()].sort();
  }

  shards(total: number, now = Date.now()): number[] {
    const nodes = this.alive(now);
    const me = nodes.indexOf(this.self);
    return Array.from({ length: total }, (_, k) => k).filter((k) => k % nodes.length === me);
  }
}
