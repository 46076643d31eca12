import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer, type OutboxEntry, withinTime } from './mailer';

const MAIL = {
  to: 'sam@example.com',
  subject: 'Your Hey!Broadband order FB1 is confirmed',
  text: 'Order number: FB1',
  html: '<p>Order number: FB1</p>',
  attachments: [
    {
      filename: 'contract-summary-FB1.pdf',
      contentType: 'application/pdf',
      content: new Uint8Array([1, 2, 3]),
    },
  ],
};

describe('createMailer without SMTP_URL', () => {
  it('writes one .eml and its .json index into the outbox folder', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'mailer-test-')), 'outbox');
    const mailer = createMailer({
      smtpUrl: null,
      outboxDir: dir,
      from: 'Hey!Broadband <orders@heybroadband.example>',
      now: () => new Date('2026-11-23T10:00:00.000Z'),
    });
    const sent = await mailer.send(MAIL);
    expect(sent.via).toBe('outbox');
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^20261123T100000Z-[0-9a-f]{8}\.eml$/);
    const entry = JSON.parse(readFileSync(join(dir, files[1]!), 'utf8')) as OutboxEntry;
    expect(entry).toEqual({
      id: files[0]!.replace(/\.eml$/, ''),
      message_id: sent.messageId,
      from: 'Hey!Broadband <orders@heybroadband.example>',
      to: 'sam@example.com',
      subject: 'Your Hey!Broadband order FB1 is confirmed',
      attachments: ['contract-summary-FB1.pdf'],
      sent_at: '2026-11-23T10:00:00.000Z',
      eml: files[0],
    });
    const eml = readFileSync(join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: sam@example.com');
    expect(eml).toContain('Subject: Your Hey!Broadband order FB1 is confirmed');
    expect(eml).toContain('filename=contract-summary-FB1.pdf');
    expect(eml).toContain(Buffer.from([1, 2, 3]).toString('base64'));
  });
});

describe('createMailer with SMTP_URL', () => {
  it('fails when the server cannot be reached', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      outboxDir: '/nonexistent',
      from: 'a@example.com',
    });
    await expect(mailer.send(MAIL)).rejects.toThrow(/ECONNREFUSED|connect/i);
  });
});

describe('createMailer with a mail server that never greets', () => {
  it('gives up within its limit instead of holding the answer', async () => {
    const sockets: Socket[] = [];
    const server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        outboxDir: '/nonexistent',
        from: 'a@example.com',
      });
      const started = Date.now();
      await expect(mailer.send(MAIL)).rejects.toThrow(/greeting|timeout|did not finish/i);
      expect(Date.now() - started).toBeLessThan(9_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 15_000);
});

describe('withinTime', () => {
  it('passes on an answer in time', async () => {
    await expect(withinTime(Promise.resolve(7), 1_000, 'A call')).resolves.toBe(7);
  });

  it('gives up on a call that never answers', async () => {
    await expect(withinTime(new Promise(() => {}), 20, 'A call')).rejects.toThrow(
      'A call did not finish within 20 ms',
    );
  });
});
