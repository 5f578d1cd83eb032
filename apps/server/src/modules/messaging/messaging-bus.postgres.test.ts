import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerEvent } from '@hostdeck/contract/messaging/messaging-socket.schemas';
import { chatMessageSchema, messagingTokenSchema } from '@hostdeck/contract/messaging/messaging.schemas';
import { buildApp } from '../../app/build-app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { conversations } from '../../db/schema/messaging.table';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { databaseUrl } from '../../../test/test-database';

const BASE = '/api/app/messaging';

/** A server process of its own: its own connections, its own LISTEN, on the shared database. */
interface Process {
  app: FastifyInstance;
  database: DatabaseHandle;
  address: string;
}

// Runs in the PostgreSQL layer of `npm test` only: two app instances on one database, each with its
// own pool and LISTEN connection, as two server processes would be.
describe('chat delivery across two processes on one PostgreSQL (LISTEN/NOTIFY)', () => {
  let t: TestApp;
  let one: Process;
  let two: Process;
  let channel: string;
  const sockets: WebSocket[] = [];

  const start = async (url: string): Promise<Process> => {
    const database = await openDatabase({ kind: 'postgres', url });
    const app = await buildApp({ config: { ...t.config, databaseUrl: url }, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const info = app.server.address();
    if (!info || typeof info === 'string') throw new Error('No port');
    return { app, database, address: `ws://127.0.0.1:${info.port}` };
  };

  /** A socket on a process, and the events it hears. */
  const socketOn = async (process: Process, email: string) => {
    const token = messagingTokenSchema.parse(
      (await process.app.inject({ url: `${BASE}/token`, headers: await t.authHeaders(email) })).json(),
    ).token;
    const socket = new WebSocket(`${process.address}${BASE}/socket?token=${encodeURIComponent(token)}`);
    sockets.push(socket);
    const events: ServerEvent[] = [];
    socket.on('message', (data) => events.push(JSON.parse(data.toString()) as ServerEvent));
    const waitFor = async (match: (event: ServerEvent) => boolean, timeoutMs = 5000) => {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = events.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`Not heard in ${timeoutMs} ms: ${JSON.stringify(events)}`);
    };
    await waitFor((event) => event.type === 'ready');
    return { socket, events, waitFor };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const template = inject('testDatabaseTemplate');
    if (template.kind !== 'postgres') throw new Error('This file runs on PostgreSQL only');
    const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const [row] = result.rows;
    const url = databaseUrl(template.adminUrl, row!.name);
    one = await start(url);
    two = await start(url);
    const [conversation] = await t.db
      .select({ publicId: conversations.publicId })
      .from(conversations)
      .where(eq(conversations.hostId, await t.userIdOf(demo.anna)))
      .limit(1);
    channel = conversation!.publicId;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    for (const process of [one, two]) {
      await process?.app.close();
      await process?.database.close();
    }
    await t?.close();
  });

  it('a message posted through one process reaches a socket held by the other, and only its host', async () => {
    const onTwo = await socketOn(two, demo.anna);
    const agencyOnTwo = await socketOn(two, demo.agency);
    const latencies: number[] = [];
    for (let index = 0; index < 50; index += 1) {
      const started = performance.now();
      const response = await one.app.inject({
        method: 'POST',
        url: `${BASE}/channels/${channel}/messages`,
        payload: { text: `Across processes ${index}` },
        headers: await t.authHeaders(demo.anna),
      });
      expect(response.statusCode, response.body).toBe(201);
      const message = chatMessageSchema.parse(response.json());
      const heard = await onTwo.waitFor(
        (event) => event.type === 'message.created' && event.message.id === message.id,
      );
      latencies.push(performance.now() - started);
      expect(heard).toEqual({ type: 'message.created', message });
    }
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    console.info(
      `[messaging latency] two processes on PostgreSQL, post→socket over ${latencies.length} messages: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`,
    );
    expect(agencyOnTwo.events.filter((event) => event.type === 'message.created')).toEqual([]);
  });

  it('a long message (beyond a NOTIFY payload) still arrives whole; typing and reads cross too', async () => {
    const onOne = await socketOn(one, demo.anna);
    const onTwo = await socketOn(two, demo.anna);
    const text = 'Ž'.repeat(3999);
    const response = await two.app.inject({
      method: 'POST',
      url: `${BASE}/channels/${channel}/messages`,
      payload: { text },
      headers: await t.authHeaders(demo.anna),
    });
    expect(response.statusCode, response.body).toBe(201);
    const message = chatMessageSchema.parse(response.json());
    const heard = await onOne.waitFor(
      (event) => event.type === 'message.created' && event.message.id === message.id,
    );
    expect(heard).toEqual({ type: 'message.created', message });

    onTwo.socket.send(JSON.stringify({ type: 'typing', channelId: channel }));
    expect(await onOne.waitFor((event) => event.type === 'typing')).toEqual({
      type: 'typing',
      channelId: channel,
      member: 'host',
    });
  });
});
