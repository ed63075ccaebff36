// @vitest-environment node
// The real server process (server/main.ts through tsx), killed with SIGKILL and started again:
// what a crash or a stop leaves in DATA_DIR is picked up at the next start.
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from './fixture';
import { type ServerProcess, startServer } from './serverProcess';

const lead = {
  fullName: 'Amelia Hart',
  email: 'amelia.hart@northwind.example',
  company: 'Northwind Outdoor',
  role: 'vp-marketing',
  challenge: 'We cannot tell which channels bring the customers who stay.',
};

let fixture: Fixture;
const running: ChildProcess[] = [];
const smtpServers: Server[] = [];

beforeEach(() => {
  fixture = createFixture();
});
afterEach(async () => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(
    smtpServers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
  fixture.cleanup();
});

/** Start server/main.ts with DATA_DIR in the fixture; SMTP off unless given. */
async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServer({
    DIST_DIR: fixture.distDir,
    DATA_DIR: fixture.dataDir,
    // No SSR bundle: not-found pages come from the fixture's 404.html.
    SSR_DIR: join(fixture.root, 'no-ssr'),
    SMTP_URL: '',
    ...env,
  });
  running.push(server.child);
  return server;
}

async function postLead(port: number, fullName: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...lead, fullName }),
  });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

async function kill(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

const outboxDir = () => join(fixture.dataDir, 'outbox');
const sentDir = () => join(outboxDir(), 'sent');
const emlFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.eml'))
        .sort()
    : [];
const messagesOf = (id: string, dir: string) => emlFiles(dir).filter((name) => name.includes(id));
const storedIds = () =>
  readFileSync(join(fixture.dataDir, 'leads.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line).id);

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface FakeSmtp {
  url: string;
  /** The data of each message accepted. */
  received: string[];
  /** How long the answer to a message's final dot takes. */
  delayMs: number;
}

/** Just enough of an SMTP server for nodemailer (no extensions, no auth). */
async function fakeSmtp(): Promise<FakeSmtp> {
  const smtp: FakeSmtp = { url: '', received: [], delayMs: 0 };
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    socket.setEncoding('utf8');
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          setTimeout(() => {
            smtp.received.push(data);
            socket.write('250 2.0.0 queued\r\n');
          }, smtp.delayMs);
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const verb = buffer.slice(0, 4).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
    socket.on('error', () => {});
  });
  smtpServers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtp.url = `smtp://127.0.0.1:${(server.address() as { port: number }).port}`;
  return smtp;
}

/** A port nothing listens on: SMTP sends to it fail at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('server/main.ts restarted', () => {
  it('keeps a lead answered 201 and rebuilds its two messages at the next start (SMTP off)', async () => {
    const first = await start();
    const id = await postLead(first.port, 'Before The Crash');
    expect(messagesOf(id, outboxDir())).toHaveLength(2);
    await kill(first);
    // As if the crash had come after the lead was stored but before its messages were written.
    rmSync(outboxDir(), { recursive: true });

    const second = await start();
    expect(storedIds()).toEqual([id]);
    expect(messagesOf(id, outboxDir()).map((name) => name.replace(/^.*-/, ''))).toEqual([
      'autoresponder.eml',
      'notification.eml',
    ]);
    expect(second.output()).toContain(`rebuilt the notification and autoresponder of lead ${id}`);
    // SMTP is off by default: nothing is sent.
    expect(existsSync(sentDir())).toBe(false);
    // And it goes on storing leads.
    const next = await postLead(second.port, 'After The Crash');
    expect(storedIds()).toEqual([id, next]);
    await kill(second);
  }, 60_000);

  it('with SMTP on, sends at start what failed before, and a stop waits for a send', async () => {
    const down = await start({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    const failed = await postLead(down.port, 'Mail Was Down');
    await until(
      () => (down.output().match(/sending the \w+ of lead .* failed/g) ?? []).length === 2,
      'both sends to fail',
    );
    await kill(down);
    expect(messagesOf(failed, outboxDir())).toHaveLength(2);

    const smtp = await fakeSmtp();
    const up = await start({ SMTP_URL: smtp.url });
    await until(() => messagesOf(failed, sentDir()).length === 2, 'the retry at start', 15_000);
    expect(messagesOf(failed, outboxDir())).toEqual([]);
    expect(smtp.received).toHaveLength(2);

    // A lead answered just before SIGTERM: the stop waits until both messages are accepted.
    smtp.delayMs = 1000;
    const last = await postLead(up.port, 'Just Before The Stop');
    up.child.kill('SIGTERM');
    expect(await up.exited).toBe(0);
    expect(messagesOf(last, sentDir())).toHaveLength(2);
    expect(messagesOf(last, outboxDir())).toEqual([]);
    expect(smtp.received).toHaveLength(4);
    expect(
      smtp.received.filter((data) => data.includes(`X-Response-Lead-ID: ${last}`)),
    ).toHaveLength(2);
  }, 60_000);
});
