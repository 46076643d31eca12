import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RecordedEmail } from './controls';

/**
 * The e-mail stand-in's outbox: one JSON file per accepted message, named so a directory listing
 * sorts by time. Tests and the operator read the files, or GET /api/v1.0/email/outbox.
 */
export class EmailOutbox {
  /** Orders two messages of the same millisecond (or of a fixed test clock) as they came. */
  private sequence = 0;

  constructor(readonly dir: string) {}

  async record(message: Omit<RecordedEmail, 'id' | 'received_at'>, now: Date): Promise<RecordedEmail> {
    const recorded: RecordedEmail = { id: randomUUID(), received_at: now.toISOString(), ...message };
    await mkdir(this.dir, { recursive: true });
    this.sequence += 1;
    const stamp = `${recorded.received_at.replace(/[:.]/g, '-')}-${String(this.sequence).padStart(9, '0')}`;
    await writeFile(
      path.join(this.dir, `${stamp}-${recorded.id}.json`),
      `${JSON.stringify(recorded, null, 2)}\n`,
      {
        flag: 'wx',
      },
    );
    return recorded;
  }

  /** Every recorded message, oldest first; an outbox not yet written to is empty. */
  async list(): Promise<RecordedEmail[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const messages = await Promise.all(
      names
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map(async (name) => JSON.parse(await readFile(path.join(this.dir, name), 'utf8')) as RecordedEmail),
    );
    return messages;
  }
}
