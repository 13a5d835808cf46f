/** The app of a test's services with a logger that keeps every line it writes, and the paths of its request log. */
import { Writable } from "node:stream";
import pino from "pino";
import { createApp } from "../../server/app";
import type { TestApp } from "./app";

export function loggedApp(t: TestApp) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = createApp({ services: { ...t.services, log: pino({ level: "info" }, sink) } });
  /** The paths the request log wrote, in order. */
  const paths = () =>
    lines
      .map((l) => JSON.parse(l) as { msg: string; path?: string })
      .filter((l) => l.msg === "request")
      .map((l) => l.path);
  return { app, lines, paths };
}
