// TestHub over every transport: the JSON-protocol parts of the official client's functional
// tests (HubConnectionTests.ts), ported to node:test.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { TRANSPORTS, builder, collect, deferred, startServer, transportName, waitFor, within } from "./support.mjs";

let server;
before(async () => { server = await startServer(); });
after(async () => { await server?.stop(); });

const hub = () => `${server.url}/testhub`;

for (const transport of TRANSPORTS) {
  describe(`TestHub over ${transportName(transport)}`, () => {
    async function started(url = hub(), options = {}) {
      const connection = builder(url, transport, options).build();
      await connection.start();
      return connection;
    }

    it("invokes a method and receives its result (non-ASCII text)", async () => {
      const connection = await started();
      assert.equal(await connection.invoke("Echo", "你好，世界！"), "你好，世界！");
      assert.equal(await connection.invoke("GetActiveTransportName"), transportName(transport));
      await connection.stop();
    });

    it("invokes non-blocking (send) and closes cleanly", async () => {
      const connection = builder(hub(), transport).build();
      const closed = deferred();
      connection.onclose((error) => closed.resolve(error));
      await connection.start();
      await connection.send("Echo", "你好，世界！");
      await connection.stop();
      assert.equal(await closed.promise, undefined);
    });

    it("knows the caller's connection id", async () => {
      const connection = await started();
      assert.ok(connection.connectionId);
      assert.equal(await connection.invoke("GetCallerConnectionId"), connection.connectionId);
      await connection.stop();
      assert.equal(connection.connectionId, null);
    });

    it("receives server calls, case-insensitively, before the invocation completes", async () => {
      const connection = builder(hub(), transport).build();
      const received = [];
      connection.on("mEssage", (message) => received.push(message));
      await connection.start();
      await connection.invoke("InvokeWithString", "你好 SignalR！");
      assert.deepEqual(received, ["你好 SignalR！"]);
      await connection.stop();
    });

    it("sends and receives structural objects", async () => {
      const connection = builder(hub(), transport).build();
      const got = deferred();
      connection.on("CustomObject", (object) => got.resolve(object));
      await connection.start();
      await connection.send("SendCustomObject", { Name: "test", Value: 42 });
      assert.deepEqual(await within(got.promise, "CustomObject"), { Name: "test", Value: 42 });
      await connection.stop();
    });

    it("echoes and receives complex objects", async () => {
      const connection = await started();
      const complex = {
        ByteArray: "aGVsbG8=",
        DateTime: "2002-04-01T10:20:15Z",
        Guid: "00010203-0405-0607-0706-050403020100",
        IntArray: [1, 2, 3, 255],
        String: "Hello, World!",
      };
      assert.deepEqual(await connection.invoke("EchoComplexObject", complex), complex);
      assert.deepEqual(await connection.invoke("SendComplexObject"), {
        ByteArray: "AQID",
        DateTime: "2000-01-01T00:00:00Z",
        Guid: "00010203-0405-0607-0706-050403020100",
        IntArray: [1, 2, 3],
        String: "hello world",
      });
      await connection.stop();
    });

    it("rethrows a server error with its detail", async () => {
      const connection = await started();
      await assert.rejects(connection.invoke("ThrowException", "An error occurred."), {
        message: "An unexpected error occurred invoking 'ThrowException' on the server. InvalidOperationException: An error occurred.",
      });
      assert.equal(await connection.invoke("Echo", "still alive"), "still alive");
      await connection.stop();
    });

    it("answers an unknown method and bad arguments with errors", async () => {
      const connection = await started();
      await assert.rejects(connection.invoke("NoSuchMethod", 1), { message: "Unknown hub method 'NoSuchMethod'" });
      await assert.rejects(connection.invoke("Echo"), {
        message: "Failed to invoke 'Echo' due to an error on the server. InvalidDataException: Invocation provides 0 argument(s) but target expects 1.",
      });
      await connection.stop();
    });

    it("refuses to invoke a streaming method, or to stream a non-streaming one", async () => {
      const connection = await started();
      await assert.rejects(connection.invoke("EmptyStream"), {
        message: "The client attempted to invoke the streaming 'EmptyStream' method with a non-streaming invocation.",
      });
      await assert.rejects(connection.invoke("Stream"), {
        message: "The client attempted to invoke the streaming 'Stream' method with a non-streaming invocation.",
      });
      await assert.rejects(collect(connection.stream("Echo", "42")), {
        message: "The client attempted to invoke the non-streaming 'Echo' method with a streaming invocation.",
      });
      await connection.stop();
    });

    it("streams from the server", async () => {
      const connection = await started();
      assert.deepEqual(await collect(connection.stream("Stream")), ["a", "b", "c"]);
      assert.deepEqual(await collect(connection.stream("EmptyStream")), []);
      await assert.rejects(collect(connection.stream("StreamThrowException", "An error occurred.")), {
        message: "An unexpected error occurred invoking 'StreamThrowException' on the server. InvalidOperationException: An error occurred.",
      });
      await connection.stop();
    });

    it("cancels a server stream", async () => {
      const connection = builder(hub(), transport).build();
      const canceled = deferred();
      connection.on("StreamCanceled", () => canceled.resolve());
      await connection.start();
      const subscription = connection.stream("InfiniteStream").subscribe({ next() {}, complete() {}, error() {} });
      // Let the invocation reach the server before cancelling it.
      assert.equal(await connection.invoke("Echo", "x"), "x");
      subscription.dispose();
      await within(canceled.promise, "StreamCanceled");
      await connection.stop();
    });

    it("streams from the client", async () => {
      const connection = await started();
      const subject = new signalRSubject();
      const result = connection.invoke("StreamingConcat", subject);
      subject.next("Hello ");
      subject.next("world");
      subject.next("!");
      subject.complete();
      assert.equal(await result, "Hello world!");
      await connection.stop();
    });

    it("streams from the client and completes with an error", async () => {
      const connection = await started();
      const subject = new signalRSubject();
      const result = connection.invoke("StreamingConcat", subject);
      subject.next("Hello ");
      subject.error(new Error("Something bad"));
      await assert.rejects(result, {
        message: "An unexpected error occurred invoking 'StreamingConcat' on the server. Exception: Something bad",
      });
      await connection.stop();
    });

    it("can be restarted and keeps its handlers", async () => {
      const connection = builder(hub(), transport).build();
      const received = [];
      connection.on("Message", (message) => received.push(message));
      for (const round of [1, 2]) {
        await connection.start();
        await connection.invoke("InvokeWithString", `round ${round}`);
        await connection.stop();
      }
      assert.deepEqual(received, ["round 1", "round 2"]);
    });

    it("preserves cookies set at negotiate and drops expired ones", async () => {
      const connection = await started();
      assert.equal(await connection.invoke("GetCookie", "testCookie"), "testValue");
      assert.equal(await connection.invoke("GetCookie", "testCookie2"), "testValue2");
      assert.equal(await connection.invoke("GetCookie", "expiredCookie"), null);
      await connection.stop();
    });

    it("sees the client's headers", async () => {
      const connection = await started(hub(), { headers: { "X-HEADER": "VALUE" } });
      assert.equal(await connection.invoke("GetHeader", "X-HEADER"), "VALUE");
      assert.match(await connection.invoke("GetHeader", "User-Agent"), /^Microsoft SignalR\/10\.0/);
      await connection.stop();
    });

    it("reconnects automatically with a new connection id", async () => {
      const connection = builder(hub(), transport).withAutomaticReconnect([0]).build();
      const reconnected = deferred();
      connection.onreconnected((id) => reconnected.resolve(id));
      await connection.start();
      const first = connection.connectionId;
      connection.serverTimeout(); // what the client does when the server goes silent
      const second = await within(reconnected.promise, "reconnected");
      assert.notEqual(second, first);
      assert.equal(await connection.invoke("GetCallerConnectionId"), second);
      await connection.stop();
    });

    it("is closed by the server with an error, and reconnects when allowed", async () => {
      const connection = builder(hub(), transport).withAutomaticReconnect([0]).build();
      const reconnecting = deferred();
      const reconnected = deferred();
      connection.onreconnecting((error) => reconnecting.resolve(error));
      connection.onreconnected((id) => reconnected.resolve(id));
      await connection.start();
      const first = connection.connectionId;
      await connection.send("CloseMe", "Going away", true);
      assert.equal((await within(reconnecting.promise, "reconnecting"))?.message, "Server returned an error on close: Going away");
      assert.notEqual(await within(reconnected.promise, "reconnected"), first);
      assert.equal(await connection.invoke("Echo", "back"), "back");

      const closed = deferred();
      connection.onclose((error) => closed.resolve(error));
      await connection.send("CloseMe", "Bye", false);
      assert.equal((await within(closed.promise, "close"))?.message, "Server returned an error on close: Bye");
      assert.equal(connection.state, "Disconnected");
    });

    it("fails to start when the hub cannot be created", async () => {
      const connection = builder(`${server.url}/uncreatable`, transport).build();
      const expected =
        "Server returned an error on close: Connection closed with an error. InvalidOperationException: Unable to resolve service for type 'System.Object' while attempting to activate 'FunctionalTests.UncreatableHub'.";
      const closed = deferred();
      connection.onclose((error) => closed.resolve(error));
      // Either start fails or onclose fires, never both (as with the official server).
      const outcome = await Promise.race([
        connection.start().then(() => closed.promise, (error) => error),
        closed.promise,
      ]);
      assert.equal(outcome.message, expected);
      await waitFor(() => connection.state === "Disconnected", "disconnected");
    });
  });
}

// A minimal observable, as the client needs for client-to-server streams (it calls subscribe).
class signalRSubject {
  constructor() { this.observers = []; }
  subscribe(observer) { this.observers.push(observer); return { dispose: () => {} }; }
  next(item) { for (const o of this.observers) o.next(item); }
  error(error) { for (const o of this.observers) o.error(error); }
  complete() { for (const o of this.observers) o.complete(); }
}
