// Stateful reconnect: the transport is cut through a TCP proxy and the client comes back with
// the same connection token; what either side sent during the gap arrives exactly once, in order.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { HttpTransportType, builder, deferred, startProxy, startServer, waitFor, within } from "./support.mjs";

const range = (n) => Array.from({ length: n }, (_, i) => i + 1);

describe("stateful reconnect", () => {
  let server;
  let proxy;
  before(async () => {
    server = await startServer({ SIGNALR_RECONNECT_WINDOW_MS: "1500" });
    proxy = await startProxy(server.port);
  });
  after(async () => {
    await proxy?.close();
    await server?.stop();
  });

  function statefulClient(options = {}) {
    const connection = builder(`${proxy.url}/testhub`, HttpTransportType.WebSockets, options)
      .withStatefulReconnect({ bufferSize: 100000 })
      .withAutomaticReconnect([0, 100, 500])
      .build();
    const counter = [];
    connection.on("Counter", (i) => counter.push(i));
    const events = [];
    connection.onreconnecting(() => events.push("reconnecting"));
    connection.onreconnected(() => events.push("reconnected"));
    return { connection, counter, events };
  }

  it("replays the messages sent during a gap, exactly once and in order, both ways", async () => {
    const { connection, counter, events } = statefulClient();
    await connection.start();
    const id = connection.connectionId;
    assert.equal(await connection.invoke("Echo", "before"), "before");

    await connection.invoke("Counter", 40, 15); // 40 messages, one every 15 ms
    await waitFor(() => counter.length >= 5, "the first Counter messages");
    const connectionsBefore = proxy.connections;
    proxy.hold(); // the client's reconnect waits at the proxy...
    proxy.cut(); // ...after its transport is cut
    const sent = [];
    for (const i of range(10)) {
      sent.push(connection.send("Record", i)); // queued by the client during the gap
    }
    await new Promise((resolve) => setTimeout(resolve, 300)); // the gap: the server keeps sending Counter
    proxy.release();
    await Promise.all(sent);

    await waitFor(() => counter.length >= 40, "all 40 Counter messages", 10000);
    await new Promise((resolve) => setTimeout(resolve, 100)); // any duplicate would arrive now
    assert.deepEqual(counter, range(40));
    assert.deepEqual(await connection.invoke("GetRecorded"), range(10));
    assert.ok(proxy.connections > connectionsBefore, "the client reconnected through the proxy");
    assert.equal(connection.connectionId, id, "the same connection");
    assert.deepEqual(events, [], "stateful reconnect is invisible to the application");
    assert.equal(connection.state, "Connected");
    await connection.stop();
  });

  it("survives several cuts in a row", async () => {
    const { connection, counter } = statefulClient();
    await connection.start();
    await connection.invoke("Counter", 60, 10);
    for (const at of [10, 25, 40]) {
      await waitFor(() => counter.length >= at, `Counter ${at}`);
      proxy.cut();
    }
    await waitFor(() => counter.length >= 60, "all 60 Counter messages", 10000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(counter, range(60));
    await connection.stop();
  });

  it("starts afresh when the client does not come back within the window", async () => {
    const { connection, events } = statefulClient();
    const reconnected = deferred();
    connection.onreconnected((newId) => reconnected.resolve(newId));
    await connection.start();
    const id = connection.connectionId;
    proxy.hold();
    proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 2000)); // longer than the 1.5 s window
    proxy.release();
    const newId = await within(reconnected.promise, "automatic reconnect", 10000);
    assert.notEqual(newId, id);
    assert.deepEqual(events, ["reconnecting", "reconnected"]);
    assert.equal(await connection.invoke("Echo", "fresh"), "fresh");
    await connection.stop();
  });

  it("a Close from the server ends the connection: no stateful resume, automatic reconnect instead", async () => {
    const { connection, events } = statefulClient();
    const reconnected = deferred();
    connection.onreconnected((newId) => reconnected.resolve(newId));
    await connection.start();
    const id = connection.connectionId;
    await connection.send("CloseMe", null, true);
    assert.notEqual(await within(reconnected.promise, "automatic reconnect"), id);
    assert.deepEqual(events, ["reconnecting", "reconnected"]);
    await connection.stop();
  });
});
