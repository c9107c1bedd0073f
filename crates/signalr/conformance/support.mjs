// Shared helpers: build and start the conformance example, build clients, wait for conditions,
// and (from proxy.mjs) a TCP proxy that can cut connections.
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import * as signalR from "@microsoft/signalr";

export { signalR };
export const { HttpTransportType } = signalR;
export const TRANSPORTS = [HttpTransportType.WebSockets, HttpTransportType.ServerSentEvents, HttpTransportType.LongPolling];
export const transportName = (t) => HttpTransportType[t];
export const TEST_TOKEN = "conformance-test-token";
export { startProxy } from "./proxy.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const workspace = path.resolve(here, "../../..");
let binary;

/** The conformance example's executable: $SIGNALR_CONFORMANCE_BIN, or built once with cargo. */
function conformanceBinary() {
  if (binary) return binary;
  if (process.env.SIGNALR_CONFORMANCE_BIN) return (binary = process.env.SIGNALR_CONFORMANCE_BIN);
  const out = execFileSync("cargo", ["build", "-q", "-p", "signalr", "--example", "conformance", "--message-format=json"], {
    cwd: workspace,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const line of out.split("\n")) {
    if (!line.includes('"executable"')) continue;
    const message = JSON.parse(line);
    if (message.target?.name === "conformance" && message.executable) binary = message.executable;
  }
  if (!binary) throw new Error("cargo did not report the conformance example's executable");
  return binary;
}

/** Starts the example on a free port; resolves when it printed its address. */
export async function startServer(env = {}) {
  const child = spawn(conformanceBinary(), ["127.0.0.1:0"], {
    env: { ...process.env, RUST_LOG: process.env.RUST_LOG ?? "warn", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const [first] = await Promise.race([
    once(lines, "line"),
    once(child, "exit").then(([code]) => { throw new Error(`conformance server exited with ${code}`); }),
  ]);
  const url = first.trim();
  return {
    url,
    port: Number(new URL(url).port),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

/** A client with the test suite's defaults: quiet logs, the given transport. */
export function builder(url, transport, options = {}) {
  const httpOptions = { ...options };
  if (transport !== undefined) httpOptions.transport = transport;
  return new signalR.HubConnectionBuilder()
    .withUrl(url, httpOptions)
    .configureLogging(process.env.SIGNALR_CLIENT_LOG ? signalR.LogLevel.Trace : signalR.LogLevel.None);
}

/** Waits until `condition()` is truthy, polling; fails after `timeout` ms with `what`. */
export async function waitFor(condition, what = "condition", timeout = 5000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A promise with its resolve/reject exposed. */
export function deferred() {
  let resolve, reject;
  const promise = new Promise((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

/** Collects a server stream; resolves with its items or rejects with its error. */
export function collect(stream) {
  return new Promise((resolve, reject) => {
    const items = [];
    stream.subscribe({ next: (item) => items.push(item), complete: () => resolve(items), error: reject });
  });
}

/** `promise`, or a rejection naming `what` after `ms`. */
export function within(promise, what, ms = 5000) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
