// Negotiation, authentication, skip-negotiation, transport selection, and sending to users,
// groups and everyone.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import {
  HttpTransportType, TEST_TOKEN, TRANSPORTS, builder, deferred, startServer, transportName, waitFor, within,
} from "./support.mjs";

let server;
before(async () => { server = await startServer(); });
after(async () => { await server?.stop(); });

describe("negotiate", () => {
  it("answers version 1 with an id, a secret token and the transports", async () => {
    const response = await fetch(`${server.url}/testhub/negotiate?negotiateVersion=1&fingerprint=abc`, { method: "POST" });
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.equal(body.negotiateVersion, 1);
    assert.match(body.connectionId, /^[A-Za-z0-9_-]{22}$/);
    assert.match(body.connectionToken, /^[A-Za-z0-9_-]{43}$/);
    assert.notEqual(body.connectionId, body.connectionToken);
    assert.deepEqual(body.availableTransports.map((t) => t.transport), ["WebSockets", "ServerSentEvents", "LongPolling"]);
    assert.equal(body.useStatefulReconnect, undefined);
    const stateful = await (await fetch(`${server.url}/testhub/negotiate?negotiateVersion=1&useStatefulReconnect=true`, { method: "POST" })).json();
    assert.equal(stateful.useStatefulReconnect, true);
  });

  it("does not offer WebSockets where they are off, and the client falls back to Server-Sent Events", async () => {
    const body = await (await fetch(`${server.url}/testhub-nowebsockets/negotiate?negotiateVersion=1`, { method: "POST" })).json();
    assert.deepEqual(body.availableTransports.map((t) => t.transport), ["ServerSentEvents", "LongPolling"]);
    const connection = builder(`${server.url}/testhub-nowebsockets`).build();
    await connection.start();
    assert.equal(await connection.invoke("GetActiveTransportName"), "ServerSentEvents");
    await connection.stop();
    const polling = builder(`${server.url}/testhub-nowebsockets`, HttpTransportType.LongPolling).build();
    await polling.start();
    assert.equal(await polling.invoke("GetActiveTransportName"), "LongPolling");
    await polling.stop();
  });

  it("refuses unknown connection tokens with 404 and a missing one with 400", async () => {
    assert.equal((await fetch(`${server.url}/testhub?id=nope`)).status, 404);
    assert.equal((await fetch(`${server.url}/testhub?id=nope`, { method: "POST", body: "x" })).status, 404);
    assert.equal((await fetch(`${server.url}/testhub`)).status, 400);
  });

  it("the default client picks WebSockets", async () => {
    const connection = builder(`${server.url}/testhub`).build();
    await connection.start();
    assert.equal(await connection.invoke("GetActiveTransportName"), "WebSockets");
    await connection.stop();
  });
});

describe("skip negotiation (WebSockets)", () => {
  it("connects without negotiate; the client has no connection id", async () => {
    const connection = builder(`${server.url}/testhub`, HttpTransportType.WebSockets, { skipNegotiation: true }).build();
    await connection.start();
    assert.equal(connection.connectionId, null);
    assert.equal(await connection.invoke("Echo", "direct"), "direct");
    assert.match(await connection.invoke("GetCallerConnectionId"), /^[A-Za-z0-9_-]{22}$/);
    await connection.stop();
  });

  it("reconnects automatically after skipping negotiation", async () => {
    const connection = builder(`${server.url}/testhub`, HttpTransportType.WebSockets, { skipNegotiation: true })
      .withAutomaticReconnect([0])
      .build();
    const reconnected = deferred();
    connection.onreconnected((id) => reconnected.resolve(id));
    await connection.start();
    const before = await connection.invoke("GetCallerConnectionId");
    connection.serverTimeout();
    assert.equal(await within(reconnected.promise, "reconnected"), undefined);
    assert.notEqual(await connection.invoke("GetCallerConnectionId"), before);
    await connection.stop();
  });

  it("requires authentication on an authorized hub too", async () => {
    const anonymous = builder(`${server.url}/authorizedhub`, HttpTransportType.WebSockets, { skipNegotiation: true }).build();
    await assert.rejects(anonymous.start());
    const authorized = builder(`${server.url}/authorizedhub`, HttpTransportType.WebSockets, {
      skipNegotiation: true,
      accessTokenFactory: () => TEST_TOKEN,
    }).build();
    await authorized.start();
    assert.equal(await authorized.invoke("GetUser"), "testuser");
    await authorized.stop();
  });
});

for (const transport of TRANSPORTS) {
  describe(`authorized hub over ${transportName(transport)}`, () => {
    it("connects with the bearer token and knows the user", async () => {
      const token = await (await fetch(`${server.url}/generateJwtToken`)).text();
      const connection = builder(`${server.url}/authorizedhub`, transport, { accessTokenFactory: () => token }).build();
      const closed = deferred();
      connection.onclose((error) => closed.resolve(error));
      await connection.start();
      assert.equal(await connection.invoke("Echo", "你好，世界！"), "你好，世界！");
      assert.equal(await connection.invoke("GetUser"), "testuser");
      await connection.stop();
      assert.equal(await closed.promise, undefined);
    });

    it("connects with an async token factory", async () => {
      const connection = builder(`${server.url}/authorizedhub`, transport, {
        accessTokenFactory: async () => (await fetch(`${server.url}/generateJwtToken`)).text(),
      }).build();
      await connection.start();
      assert.equal(await connection.invoke("Echo", "ok"), "ok");
      await connection.stop();
    });

    it("fails to start without a token, or with a wrong one (401 at negotiate)", async () => {
      const anonymous = builder(`${server.url}/authorizedhub`, transport).build();
      await assert.rejects(anonymous.start(), /401/);
      const wrong = builder(`${server.url}/authorizedhub`, transport, { accessTokenFactory: () => "wrong" }).build();
      await assert.rejects(wrong.start(), /401/);
    });
  });
}

describe("sending from the server", () => {
  async function open(url, transport, options) {
    const connection = builder(url, transport, options).build();
    const messages = [];
    connection.on("Message", (message) => messages.push(message));
    await connection.start();
    return { connection, messages };
  }

  it("reaches a group, everyone, and a user's connections only", async () => {
    const token = { accessTokenFactory: () => TEST_TOKEN };
    const a = await open(`${server.url}/authorizedhub`, HttpTransportType.WebSockets, token);
    const b = await open(`${server.url}/authorizedhub`, HttpTransportType.ServerSentEvents, token);
    const c = await open(`${server.url}/authorizedhub`, HttpTransportType.LongPolling, token);
    const other = await open(`${server.url}/testhub`, HttpTransportType.WebSockets);

    await a.connection.invoke("JoinGroup", "g");
    await c.connection.invoke("JoinGroup", "g");
    await b.connection.invoke("SendToGroup", "g", "to g");
    await waitFor(() => a.messages.includes("to g") && c.messages.includes("to g"), "group messages");

    await a.connection.invoke("SendToUser", "testuser", "to user");
    await a.connection.invoke("SendToUser", "nobody", "to nobody");
    await waitFor(() => [a, b, c].every((x) => x.messages.includes("to user")), "user messages");

    await c.connection.invoke("Broadcast", "to all");
    await waitFor(() => [a, b, c].every((x) => x.messages.includes("to all")), "broadcast");

    // Another hub never receives this hub's messages; nobody received the message to "nobody".
    await other.connection.invoke("Echo", "sync");
    assert.deepEqual(other.messages, []);
    assert.deepEqual(b.messages, ["to user", "to all"]);
    assert.ok([a, b, c].every((x) => !x.messages.includes("to nobody")));
    for (const x of [a, b, c, other]) await x.connection.stop();
  });
});
