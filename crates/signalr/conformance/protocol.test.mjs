// The wire protocol below the official client: raw WebSockets for framing, handshake errors,
// keep-alive, timeouts and token rules.
import assert from "node:assert/strict";
import { once } from "node:events";
import { after, before, describe, it } from "node:test";
import WebSocket from "ws";
import { HttpTransportType, builder, deferred, startServer, waitFor, within } from "./support.mjs";

const RS = "\x1e";
let server;
before(async () => {
  server = await startServer({
    SIGNALR_KEEP_ALIVE_MS: "200",
    SIGNALR_CLIENT_TIMEOUT_MS: "800",
    SIGNALR_NEGOTIATE_TIMEOUT_MS: "300",
    SIGNALR_MAX_MESSAGE_SIZE: "4096",
  });
});
after(async () => { await server?.stop(); });

async function negotiate(query = "") {
  const response = await fetch(`${server.url}/testhub/negotiate?negotiateVersion=1${query}`, { method: "POST" });
  return response.json();
}

/** A raw WebSocket to the hub that splits what arrives into records. */
async function raw(token) {
  const url = `${server.url.replace("http", "ws")}/testhub${token ? `?id=${token}` : ""}`;
  const socket = new WebSocket(url);
  const records = [];
  let partial = "";
  socket.on("message", (data) => {
    const parts = (partial + data.toString()).split(RS);
    partial = parts.pop();
    for (const part of parts) records.push(JSON.parse(part));
  });
  const closed = once(socket, "close");
  let pinger;
  socket.on("close", () => clearInterval(pinger));
  await once(socket, "open");
  return {
    socket,
    records,
    closed,
    send: (text) => socket.send(text),
    next: (predicate, what) => waitFor(() => records.find(predicate), what, 3000),
    /** Pings like the official client, so the server's client timeout does not fire. */
    keepAlive: () => { pinger = setInterval(() => socket.send(`{"type":6}${RS}`), 200); },
  };
}

async function handshaken(token) {
  const client = await raw(token);
  client.send(`{"protocol":"json","version":1}${RS}`);
  await client.next((r) => Object.keys(r).length === 0, "handshake response");
  return client;
}

describe("wire protocol", () => {
  it("joins a handshake split across frames and splits records merged in one, with type last", async () => {
    const { connectionToken } = await negotiate();
    const client = await raw(connectionToken);
    client.send('{"protocol":"js');
    client.send(`on","version":1}${RS}{"target":"Echo","arguments":["a"],"invocationId":"1","type":1}${RS}{"invocationId":"2",`);
    client.send(`"arguments":["b"],"target":"Echo","type":1}${RS}`);
    assert.deepEqual(await client.next((r) => r.invocationId === "1", "completion 1"), { type: 3, invocationId: "1", result: "a" });
    assert.deepEqual(await client.next((r) => r.invocationId === "2", "completion 2"), { type: 3, invocationId: "2", result: "b" });
    assert.deepEqual(client.records[0], {});
    client.socket.close();
  });

  it("ignores unknown message types", async () => {
    const client = await handshaken();
    client.send(`{"type":99,"whatever":[1,2]}${RS}{"type":1,"invocationId":"7","target":"echo","arguments":["x"]}${RS}`);
    assert.equal((await client.next((r) => r.invocationId === "7", "completion")).result, "x");
    client.socket.close();
  });

  it("answers an unsupported protocol with a handshake error and closes", async () => {
    const client = await raw();
    client.send(`{"protocol":"messagepack","version":1}${RS}`);
    assert.deepEqual(await client.next((r) => r.error, "handshake error"), { error: "The protocol 'messagepack' is not supported." });
    await client.closed;
  });

  it("closes with an error on invalid JSON, bad UTF-8 and oversized records", async () => {
    for (const bad of [`{"type":1,${RS}`, Buffer.from([0xff, 0xfe, 0x1e]), `{"type":1,"target":"Echo","arguments":["${"x".repeat(5000)}"]}${RS}`]) {
      const client = await handshaken();
      client.send(bad);
      const close = await client.next((r) => r.type === 7, "Close");
      assert.match(close.error, /^Connection closed with an error\./);
      await client.closed;
    }
  });

  it("sends Ping keep-alives while idle", async () => {
    const client = await handshaken();
    const started = Date.now();
    await client.next((r) => r.type === 6, "a Ping");
    assert.ok(Date.now() - started < 1000);
    client.socket.close();
  });

  it("closes a connection it hears nothing from for the client timeout", async () => {
    const client = await handshaken();
    const started = Date.now();
    await within(client.closed, "the server closing the silent connection", 3000);
    const elapsed = Date.now() - started;
    // The server's clock starts when it reads the handshake, before ours does (when its answer arrives): on a
    // loaded machine that gap has reached 300 ms, so the lower bound only says "not at once".
    assert.ok(elapsed >= 500 && elapsed < 2500, `closed after ${elapsed} ms`);
  });

  it("keeps an official client that only receives Pings connected past its server timeout", async () => {
    const connection = builder(`${server.url}/testhub`, HttpTransportType.WebSockets).build();
    connection.serverTimeoutInMilliseconds = 600;
    connection.keepAliveIntervalInMilliseconds = 200;
    const closed = deferred();
    connection.onclose((error) => closed.resolve(error ?? "closed"));
    await connection.start();
    const outcome = await Promise.race([closed.promise, new Promise((resolve) => setTimeout(() => resolve("alive"), 1500))]);
    assert.equal(outcome, "alive");
    await connection.stop();
  });

  it("expires a negotiated token no transport used in time", async () => {
    const { connectionToken } = await negotiate();
    await new Promise((resolve) => setTimeout(resolve, 600));
    const socket = new WebSocket(`${server.url.replace("http", "ws")}/testhub?id=${connectionToken}`);
    const [, response] = await once(socket, "unexpected-response");
    assert.equal(response.statusCode, 404);
  });

  it("refuses a second transport on a connection in use (409) and a used token after the connection ended (404)", async () => {
    const { connectionToken } = await negotiate();
    const first = await handshaken(connectionToken);
    const second = new WebSocket(`${server.url.replace("http", "ws")}/testhub?id=${connectionToken}`);
    const [, conflict] = await once(second, "unexpected-response");
    assert.equal(conflict.statusCode, 409);
    first.socket.close();
    await first.closed;
    await waitFor(async () => (await fetch(`${server.url}/testhub?id=${connectionToken}`)).status === 404, "the token forgotten");
  });

  it("stateful reconnect: numbers messages only after the client's first message, acks and replays", async () => {
    const { connectionToken } = await negotiate("&useStatefulReconnect=true");
    const client = await raw(connectionToken);
    client.send(`{"protocol":"json","version":2}${RS}`);
    await client.next((r) => Object.keys(r).length === 0, "handshake response");
    client.send(`{"type":6}${RS}`);
    client.keepAlive();
    client.send(`{"type":1,"invocationId":"1","target":"Echo","arguments":["one"]}${RS}`);
    client.send(`{"type":1,"invocationId":"2","target":"Echo","arguments":["two"]}${RS}`);
    await client.next((r) => r.invocationId === "2", "completion 2");
    // The server acknowledges the client's two invocations.
    assert.deepEqual(await client.next((r) => r.type === 8, "Ack"), { type: 8, sequenceId: 2 });
    client.socket.terminate();

    // Reconnect with the same token, not acknowledging anything: both completions come back after Sequence 1.
    const again = await raw(connectionToken);
    again.keepAlive();
    assert.deepEqual(await again.next((r) => r.type === 9, "Sequence"), { type: 9, sequenceId: 1 });
    await again.next((r) => r.invocationId === "2", "replayed completion 2");
    const replayed = again.records.filter((r) => r.type === 3).map((r) => r.result);
    assert.deepEqual(replayed, ["one", "two"]);
    // The client resends its second invocation (a duplicate, dropped) and a new one.
    again.send(`{"type":9,"sequenceId":2}${RS}`);
    again.send(`{"type":1,"invocationId":"2","target":"Echo","arguments":["two"]}${RS}`);
    again.send(`{"type":1,"invocationId":"3","target":"Echo","arguments":["three"]}${RS}`);
    await again.next((r) => r.invocationId === "3", "completion 3");
    assert.deepEqual(again.records.filter((r) => r.type === 3).map((r) => r.result), ["one", "two", "three"]);
    again.socket.close();
  });
});
