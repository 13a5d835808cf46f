/**
 * A client that speaks HTTP/1.1 as bytes on one connection, for tests of what a server reads and
 * writes at the socket: requests are sent as written (pipelined, split, malformed), and the answers
 * are split by their Content-Length (none for a HEAD or a 304, which the caller names).
 */
import net from "node:net";

export interface RawAnswer {
  /** The status line and header lines, as sent. */
  head: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface RawConnection {
  /** Send bytes as they are. */
  send(text: string): void;
  /** The next `count` answers (the n-th has no body when `bodiless[n]`). */
  answers(count: number, bodiless?: boolean[]): Promise<RawAnswer[]>;
  /** Everything the server sent until it closed the connection, and when it closed it (ms after connect). */
  closed: Promise<{ rest: string; ms: number }>;
  socket: net.Socket;
}

/** Connect to `port` on loopback (`allowHalfOpen`: the client keeps its side open when the server ends its own). */
export async function rawConnection(port: number, options: { allowHalfOpen?: boolean } = {}): Promise<RawConnection> {
  const socket = net.connect({ port, host: "127.0.0.1", ...options });
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  const started = Date.now();
  let received = Buffer.alloc(0);
  let wake: (() => void) | undefined;
  socket.on("data", (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    wake?.();
  });
  socket.on("error", () => undefined); // the server may hang up while a test still writes
  const closed = new Promise<{ rest: string; ms: number }>((resolve) =>
    socket.on("close", () => {
      wake?.();
      resolve({ rest: received.toString("latin1"), ms: Date.now() - started });
    }),
  );

  /** One answer from the front of what was received, or undefined when it is not all there yet. */
  function take(bodiless: boolean): RawAnswer | undefined {
    const end = received.indexOf("\r\n\r\n");
    if (end === -1) return undefined;
    const head = received.toString("latin1", 0, end);
    const [statusLine, ...lines] = head.split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) headers[line.slice(0, line.indexOf(":")).toLowerCase()] = line.slice(line.indexOf(":") + 1).trim();
    const status = Number(statusLine.split(" ")[1]);
    const length = bodiless || status === 304 ? 0 : Number(headers["content-length"] ?? 0);
    if (received.length < end + 4 + length) return undefined;
    const body = received.subarray(end + 4, end + 4 + length);
    received = received.subarray(end + 4 + length);
    return { head, status, headers, body };
  }

  return {
    socket,
    closed,
    send: (text) => void socket.write(text, "latin1"),
    async answers(count, bodiless = []) {
      const got: RawAnswer[] = [];
      while (got.length < count) {
        const next = take(bodiless[got.length] ?? false);
        if (next) {
          got.push(next);
          continue;
        }
        if (socket.destroyed || socket.readableEnded) throw new Error(`closed after ${got.length} of ${count} answers: ${received.toString("latin1")}`);
        await new Promise<void>((resolve) => (wake = resolve));
      }
      return got;
    },
  };
}
