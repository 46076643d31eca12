/**
 * Which uprns each visitor was just shown, so PUT /api/uprn-checked writes only for an address
 * this visitor looked up (decision 0182: it wrote for any anonymous caller and any uprn). In memory, one
 * process, like the rate limits (decision 0082); bounded in visitors and in uprns per visitor.
 */
const LOOKED_UP_TTL_MS = 30 * 60_000;
const MAX_VISITORS = 20_000;
/** A postcode lists at most a few hundred addresses; past this the oldest are forgotten. */
const MAX_UPRNS_PER_VISITOR = 500;

export class LookedUpUprns {
  /** visitor id -> uprn -> when it was shown. Map order is insertion order: oldest first. */
  private readonly byVisitor = new Map<string, Map<string, number>>();

  constructor(
    private readonly ttlMs = LOOKED_UP_TTL_MS,
    private readonly maxVisitors = MAX_VISITORS,
  ) {}

  remember(visitor: string, uprns: Iterable<string>, now: number): void {
    const seen = this.byVisitor.get(visitor) ?? new Map<string, number>();
    this.byVisitor.delete(visitor);
    for (const uprn of uprns) {
      seen.delete(uprn);
      seen.set(uprn, now);
    }
    while (seen.size > MAX_UPRNS_PER_VISITOR) {
      const oldest = seen.keys().next().value;
      if (oldest === undefined) break;
      seen.delete(oldest);
    }
    this.byVisitor.set(visitor, seen);
    while (this.byVisitor.size > this.maxVisitors) {
      const oldest = this.byVisitor.keys().next().value;
      if (oldest === undefined) break;
      this.byVisitor.delete(oldest);
    }
  }

  /** Whether the visitor was shown the uprn within the last ttlMs. */
  has(visitor: string, uprn: string, now: number): boolean {
    const shownAt = this.byVisitor.get(visitor)?.get(uprn);
    return shownAt !== undefined && now - shownAt < this.ttlMs;
  }

  get size(): number {
    return this.byVisitor.size;
  }
}

// One per server process; kept on globalThis so development reloads do not reset it.
const holder = globalThis as typeof globalThis & { __fibreLookedUpUprns?: LookedUpUprns };
export function lookedUpUprns(): LookedUpUprns {
  holder.__fibreLookedUpUprns ??= new LookedUpUprns();
  return holder.__fibreLookedUpUprns;
}
