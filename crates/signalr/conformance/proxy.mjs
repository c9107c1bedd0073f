// A TCP proxy that can cut the connections through it and hold new ones back: how the suites cut a client's
// transport to test stateful reconnect. No dependencies beyond Node, so e2e/hub (against zar's hub) uses it too.
import { once } from "node:events";
import net from "node:net";

/**
 * A TCP proxy to `port`. `cut()` destroys every proxied connection; while `hold` is set, new
 * connections wait (bytes buffered) until it is cleared, so a reconnect can be delayed.
 */
export async function startProxy(port) {
  const pairs = new Set();
  const waiting = [];
  let held = false;
  let connections = 0;
  const pipe = (client) => {
    const upstream = net.connect(port, "127.0.0.1");
    const pair = { client, upstream };
    pairs.add(pair);
    const kill = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    for (const socket of [client, upstream]) {
      socket.on("error", kill);
      socket.on("close", kill);
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.resume();
  };
  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    connections++;
    if (held) waiting.push(client);
    else pipe(client);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    get connections() { return connections; },
    hold() { held = true; },
    release() {
      held = false;
      for (const client of waiting.splice(0)) if (!client.destroyed) pipe(client);
    },
    cut() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    async close() {
      this.cut();
      for (const client of waiting.splice(0)) client.destroy();
      server.close();
    },
  };
}
