// The hub at /hub/frnotify driven by the official @microsoft/signalr client (the web app's version) against a real
// `zar serve`: who may connect, that a player gets their own messages and nobody else's, every transport, ended
// sessions, stateful reconnect through a proxy that cuts the transport, automatic reconnect after a restart, and — with ZAR_TEST_DATABASE_URL — two instances on one
// PostgreSQL acting as one. Run with `node --test hub/` in e2e/ (make hub-test).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import * as signalR from '@microsoft/signalr';
// The signalr crate's own suite cuts transports with this proxy (it needs nothing but Node).
import { startProxy } from '../../crates/signalr/conformance/proxy.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = process.env.ZAR_BIN ?? join(ROOT, 'target/debug/zar');

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** `zar serve` on `port` over `databaseUrl` (a fresh SQLite file when absent), with the demo content. */
async function startZar({ port, databaseUrl } = {}) {
  if (!existsSync(BIN)) throw new Error(`no server binary at ${BIN}: cargo build --bin zar`);
  const dir = await mkdtemp(join(tmpdir(), 'zar-hub-'));
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    BIN,
    ['serve', '--listen', `127.0.0.1:${port}`, '--database-url', databaseUrl ?? `sqlite://${dir}/zar.db`],
    { cwd: dir, env: { ...process.env, ZAR_SEED_DEMO: '1', ZAR_WEB_DIR: join(ROOT, 'web/dist') }, stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`zar exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('zar did not start');
    await new Promise((next) => setTimeout(next, 100));
  }
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  return { url, port, dir, stop, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

async function call(base, path, { body, token, method = 'POST', locale = 'en' } = {}) {
  const headers = { 'content-type': 'application/json', 'x-locale': locale };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, { method, headers, body: body && JSON.stringify(body) });
  const json = await response.json();
  assert.equal(response.status, 200, `${path}: ${JSON.stringify(json)}`);
  return json.data;
}

let serial = 0;
async function registerPlayer(base) {
  const n = `${Date.now() % 1e9}${serial++}`;
  const password = 'secret123';
  const form = {
    name: 'Ayşe', surname: 'Yılmaz', username: `hub${n}`, email: `hub${n}@zar.test`,
    phone: `905${String(100000000 + Math.floor(Math.random() * 899999999))}`, country: 228, currencyId: 1,
    birthDate: '1990-05-17', birthDateDay: '17', birthDateMonth: '05', birthDateYear: '1990', trialBonus: 0,
    password, password2: password,
  };
  const session = await call(base, '/api/auth/register', { body: form });
  return { username: form.username, password, token: session.token };
}

async function operatorToken(base) {
  return (await call(base, '/api/admin/auth/login', { body: { username: 'admin', password: 'admin12345' } })).token;
}

async function sendNotification(base, operator, audience, title) {
  const body = { ...audience, type: 5, title: { tr: `${title} tr`, en: `${title} en` }, note: { tr: 'not', en: 'note' } };
  return call(base, '/api/admin/notifications', { body, token: operator });
}

/** A started connection recording what it is sent and its reconnect events (`stateful`: as the web app sets it). */
async function connect(
  base,
  { token, transport = signalR.HttpTransportType.WebSockets, query = '', reconnect, stateful } = {},
) {
  const url = `${base}/hub/frnotify?fingerprint=node-test${query}`;
  let builder = new signalR.HubConnectionBuilder()
    .withUrl(url, { transport, accessTokenFactory: token ? () => token : undefined })
    .configureLogging(signalR.LogLevel.None);
  if (reconnect) builder = builder.withAutomaticReconnect(reconnect);
  if (stateful) builder = builder.withStatefulReconnect({ bufferSize: 100000 });
  const connection = builder.build();
  const received = [];
  const events = [];
  connection.on('NotifyMessage', (command, message) => received.push({ command, message }));
  connection.onreconnecting(() => events.push('reconnecting'));
  connection.onreconnected(() => events.push('reconnected'));
  const closed = new Promise((done) => connection.onclose(done));
  await connection.start();
  return { connection, received, events, closed };
}

async function waitFor(condition, what, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((next) => setTimeout(next, 20));
  }
}

describe('the hub on one instance', () => {
  let zar;
  let operator;
  before(async () => {
    zar = await startZar();
    operator = await operatorToken(zar.url);
  });
  after(async () => {
    await zar.stop();
    await zar.cleanup();
  });

  test('a player gets their own notification live, in their language, and nobody else does', async () => {
    const ayse = await registerPlayer(zar.url);
    const mehmet = await registerPlayer(zar.url);
    const a = await connect(zar.url, { token: ayse.token, query: '&locale=tr' });
    const m = await connect(zar.url, { token: mehmet.token, query: '&locale=en' });
    await sendNotification(zar.url, operator, { username: ayse.username }, 'for-ayse');
    await waitFor(() => a.received.length === 1, 'the notification');
    const [{ command, message }] = a.received;
    assert.equal(command, 'Notification');
    assert.equal(message.title, 'for-ayse tr');
    assert.equal(message.isRead, false);
    assert.equal(message.type, 5);
    // A broadcast reaches both; then Mehmet's list shows he never got Ayşe's own.
    await sendNotification(zar.url, operator, { all: true }, 'everyone');
    await waitFor(() => a.received.length === 2 && m.received.length === 1, 'the broadcast');
    assert.equal(m.received[0].message.title, 'everyone en');
    await Promise.all([a.connection.stop(), m.connection.stop()]);
  });

  test('the token may come in the query, as browsers send it', async () => {
    const player = await registerPlayer(zar.url);
    const c = await connect(zar.url, { query: `&access_token=${encodeURIComponent(player.token)}` });
    await sendNotification(zar.url, operator, { username: player.username }, 'query');
    await waitFor(() => c.received.length === 1, 'the notification');
    await c.connection.stop();
  });

  test('an invalid token is refused; no token is an anonymous connection that gets no player messages', async () => {
    await assert.rejects(connect(zar.url, { token: 'not-a-token' }), /401|Unauthorized/);
    const visitor = await connect(zar.url);
    const player = await registerPlayer(zar.url);
    await sendNotification(zar.url, operator, { all: true }, 'players only');
    await sendNotification(zar.url, operator, { username: player.username }, 'private');
    const watcher = await connect(zar.url, { token: player.token });
    await sendNotification(zar.url, operator, { username: player.username }, 'after');
    await waitFor(() => watcher.received.length === 1, 'the player message');
    assert.equal(visitor.received.length, 0);
    await Promise.all([visitor.connection.stop(), watcher.connection.stop()]);
  });

  for (const [name, transport] of Object.entries({
    WebSockets: signalR.HttpTransportType.WebSockets,
    ServerSentEvents: signalR.HttpTransportType.ServerSentEvents,
    LongPolling: signalR.HttpTransportType.LongPolling,
  })) {
    test(`notifications arrive over ${name}`, async () => {
      const player = await registerPlayer(zar.url);
      const c = await connect(zar.url, { token: player.token, transport });
      await sendNotification(zar.url, operator, { username: player.username }, name);
      await waitFor(() => c.received.length === 1, `the notification over ${name}`);
      await c.connection.stop();
    });
  }

  test('stateful reconnect: notifications sent while the transport is cut arrive once each, in order', async () => {
    const proxy = await startProxy(zar.port);
    let c;
    try {
      const player = await registerPlayer(zar.url);
      const notify = (title) => sendNotification(zar.url, operator, { username: player.username }, title);
      c = await connect(proxy.url, { token: player.token, query: '&locale=en', stateful: true, reconnect: [0, 100, 500] });
      const id = c.connection.connectionId;
      await notify('before');
      await waitFor(() => c.received.length === 1, 'the notification before the cut');
      const connectionsBefore = proxy.connections;
      proxy.hold(); // the client's reconnect waits at the proxy...
      proxy.cut(); // ...once its transport is cut
      const gap = ['gap 1', 'gap 2', 'gap 3', 'gap 4', 'gap 5'];
      for (const title of gap) await notify(title); // the operator sends, straight to zar, during the gap
      await new Promise((next) => setTimeout(next, 300));
      proxy.release();
      await notify('after');
      const titles = ['before', ...gap, 'after'].map((title) => `${title} en`);
      await waitFor(() => c.received.length >= titles.length, 'every notification', 10_000);
      await new Promise((next) => setTimeout(next, 300)); // a duplicate would arrive now
      assert.deepEqual(c.received.map((m) => m.message.title), titles);
      assert.ok(proxy.connections > connectionsBefore, 'the client came back through the proxy');
      assert.equal(c.connection.connectionId, id, 'the same connection, resumed');
      assert.deepEqual(c.events, [], 'no automatic reconnect: the application never saw the gap');
    } finally {
      await c?.connection.stop();
      await proxy.close();
    }
  });

  test('logging out sends SessionEnded and closes the connection; the other session stays', async () => {
    const player = await registerPlayer(zar.url);
    const second = await call(zar.url, '/api/auth/login', { body: { username: player.username, password: player.password } });
    const first = await connect(zar.url, { token: player.token });
    const other = await connect(zar.url, { token: second.token });
    const response = await fetch(`${zar.url}/api/auth/logout`, { headers: { authorization: `Bearer ${player.token}` } });
    assert.equal(response.status, 200);
    await first.closed;
    assert.deepEqual(first.received.map((m) => m.command), ['SessionEnded']);
    assert.equal(other.connection.state, signalR.HubConnectionState.Connected);
    assert.equal(other.received.length, 0);
    await other.connection.stop();
  });
});

test('the client reconnects by itself after the server restarts', async () => {
  const zar = await startZar();
  const databaseUrl = `sqlite://${zar.dir}/zar.db`;
  let again;
  let c;
  try {
    const player = await registerPlayer(zar.url);
    const delays = [0, 200, 500, 1000, 1000, 1000, 1000, 2000, 2000];
    c = await connect(zar.url, { token: player.token, query: '&locale=en', reconnect: delays });
    const reconnected = new Promise((done) => c.connection.onreconnected(done));
    await zar.stop();
    again = await startZar({ port: zar.port, databaseUrl });
    await reconnected;
    const operator = await operatorToken(again.url);
    await sendNotification(again.url, operator, { username: player.username }, 'after restart');
    await waitFor(() => c.received.some((m) => m.message?.title === 'after restart en'), 'the message after restart');
  } finally {
    await c?.connection.stop();
    await Promise.all([zar.stop(), again?.stop()]);
    await Promise.all([zar.cleanup(), again?.cleanup()]);
  }
});

const postgres = process.env.ZAR_TEST_DATABASE_URL;
test('two instances on one PostgreSQL act as one', { skip: postgres ? false : 'ZAR_TEST_DATABASE_URL is not set' }, async () => {
  const name = `zar_hub_${Date.now()}`;
  const admin = new URL(postgres);
  // A fresh database for the two instances: created and dropped with psql (installed with PostgreSQL).
  const psql = (sql) =>
    new Promise((done, fail) => {
      const child = spawn('psql', [postgres, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'ignore' });
      child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`psql: ${sql}`))));
    });
  await psql(`CREATE DATABASE ${name}`);
  admin.pathname = `/${name}`;
  const a = await startZar({ databaseUrl: admin.toString() });
  const b = await startZar({ databaseUrl: admin.toString() });
  try {
    const player = await registerPlayer(b.url);
    const onA = await connect(a.url, { token: player.token });
    const operator = await operatorToken(b.url);
    await sendNotification(b.url, operator, { username: player.username }, 'from-b');
    await waitFor(() => onA.received.length === 1, 'the notification produced on B, on A');
    const response = await fetch(`${b.url}/api/auth/logout`, { headers: { authorization: `Bearer ${player.token}` } });
    assert.equal(response.status, 200);
    await onA.closed;
    assert.equal(onA.received.at(-1).command, 'SessionEnded');
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await Promise.all([a.cleanup(), b.cleanup()]);
    await psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
});
