import { z } from 'zod';
import type { Database } from '../db/database.ts';

/** The database channel the notifications trigger (migration 0006) announces on. */
export const EVENT_CHANNEL = 'oa_events';

const serverEvent = z.object({ topic: z.literal('notification'), userId: z.number().int(), type: z.number().int() });
export type ServerEvent = z.infer<typeof serverEvent>;
type Listener = (event: ServerEvent) => void;

/**
 * Fans what the database announces out to the clients connected to this instance, by user. Announcements come
 * from a trigger, so they are sent only when the transaction commits, and by every instance on the database:
 * a to-do made on one instance reaches a browser connected to another.
 */
export class EventHub {
  private readonly listeners = new Map<number, Set<Listener>>();
  /** Whether the database's channel is being heard now (its listening connection is up). */
  hearing = false;

  subscribe(userId: number, listener: Listener): () => void {
    const own = this.listeners.get(userId) ?? new Set<Listener>();
    own.add(listener);
    this.listeners.set(userId, own);
    return () => {
      own.delete(listener);
      if (own.size === 0) this.listeners.delete(userId);
    };
  }

  /** A raw announcement from the channel; anything that is not a known event is ignored. */
  deliver(payload: string) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const event = serverEvent.safeParse(parsed);
    if (!event.success) return;
    for (const listener of this.listeners.get(event.data.userId) ?? []) listener(event.data);
  }

  get connectedUsers(): number {
    return this.listeners.size;
  }
}

/** A hub fed by the database's channel; `stop` ends the listening. */
export async function startEventHub(database: Database): Promise<{ hub: EventHub; stop(): Promise<void> }> {
  const hub = new EventHub();
  const stop = await database.listen(
    EVENT_CHANNEL,
    (payload) => hub.deliver(payload),
    (hearing) => (hub.hearing = hearing),
  );
  return { hub, stop };
}
