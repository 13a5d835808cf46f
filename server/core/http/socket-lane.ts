/**
 * The socket lane: a connection's plain GET and HEAD requests (simple-head.ts) that an answerer can
 * answer at once from memory (the page cache's hits) are answered here, on the socket, before
 * node:http makes a request and a response object for them. node:http's machinery (its parser
 * callbacks, IncomingMessage, ServerResponse and their streams) costs more than the rest of such a
 * hit; the bytes written are the ones node:http would write.
 *
 * A connection starts in the lane. At its first request the lane does not answer (a miss, another
 * method, a head not yet whole or not of the plain form) the connection is handed to node:http for
 * the rest of its life, with every byte the lane has not answered, so Node's parser reads them as if
 * it had read them first. The lane keeps what node:http promises an open connection: a client that
 * sends nothing is answered 408 and closed after the server's header limit (a head that has begun is
 * node:http's, whose limit then counts from the hand-off: a client silent until just before the limit
 * and slow after it has up to twice the limit before its 408); a connection whose
 * answers are all sent is closed when idle for the keep-alive time (plus Node's one-second grace),
 * and one whose answers are still being sent is not; a client that stops reading stops being read;
 * the server's closeIdleConnections and closeAllConnections reach the lane's connections too.
 *
 * What the lane does not do for the requests it answers: node:http's `request` event,
 * `server.timeout`, and its diagnostics channels (`http.server.request.start`…) do not see them,
 * and a server with `maxRequestsPerSocket` gets no lane.
 */
import { maxHeaderSize, STATUS_CODES, type Server } from "node:http";
import type { Socket } from "node:net";
import { LONGEST_SIMPLE_HEAD, readSimpleHead, type SimpleRequest } from "./simple-head";

/**
 * Writes one answer: its status, its header list (name, value, name, value…), its body, and a header
 * of this answer alone (a request id) after the list. The answerer vouches for the list: no CR or LF
 * in a name or value (as a Headers object keeps them), Content-Length when there is a body, and no
 * Date, Connection or Keep-Alive, which are added as node:http adds them. A list is made into bytes
 * once and kept with it: a list written again must be unchanged (a stored answer's).
 */
export type WriteAnswer = (status: number, headers: readonly string[], body: Buffer | undefined, added?: readonly [name: string, value: string]) => void;

/** Answers `request` through `write` and returns true, or returns false (having written nothing) to leave it to node:http. */
export type LaneAnswerer = (request: SimpleRequest, socket: Socket, write: WriteAnswer) => boolean;

/** What the server's closeIdleConnections and closeAllConnections must also do to the connections the lane holds. */
export interface LaneConnections {
  /** Destroy those with nothing being sent and no request waiting (node:http destroys its idle ones). */
  closeIdle(): void;
  /** Destroy them all. */
  closeAll(): void;
}

/** Answers written but not yet taken by the client, past which the lane stops reading the connection until they are. */
const MOST_UNSENT_BYTES = 256 * 1024;
/** node:http closes an idle keep-alive connection this long after the time it announces (its HTTP_SERVER_KEEP_ALIVE_TIMEOUT_BUFFER). */
const KEEP_ALIVE_GRACE_MS = 1000;
/** What node:http answers a connection that sent no whole head in time. */
const REQUEST_TIMEOUT = Buffer.from(`HTTP/1.1 408 ${STATUS_CODES[408]}\r\nConnection: close\r\n\r\n`, "latin1");

/** The status line and header lines of each header list written, kept with the list. */
const heads = new WeakMap<readonly string[], { status: number; bytes: Buffer }>();
function headOf(status: number, headers: readonly string[]): Buffer {
  let made = heads.get(headers);
  if (made?.status !== status) {
    let text = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "unknown"}\r\n`;
    for (let i = 0; i < headers.length; i += 2) text += `${headers[i]}: ${headers[i + 1]}\r\n`;
    made = { status, bytes: Buffer.from(text, "latin1") };
    heads.set(headers, made);
  }
  return made.bytes;
}

/** The Date header's value, made once a second (as node:http does). */
let dateSecond = -1;
let dateText = "";
function httpDate(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateText = new Date(now).toUTCString();
  }
  return dateText;
}

/** Put the lane in front of `server`'s own connection handling. */
export function installSocketLane(server: Server, answer: LaneAnswerer): LaneConnections {
  const [nodeConnection, ...others] = server.listeners("connection") as ((socket: Socket) => void)[];
  if (!nodeConnection || others.length) throw new Error("The socket lane goes in front of node:http's own connection listener, alone");
  server.removeListener("connection", nodeConnection);
  // A head the server's own limit (an option of its making, else Node's) would refuse is Node's to refuse.
  const longest = Math.min(LONGEST_SIMPLE_HEAD, (server as { maxHeaderSize?: number }).maxHeaderSize ?? maxHeaderSize);
  /** The lane's connections, each with whether it is idle (nothing being sent, no request waiting). */
  const held = new Map<Socket, () => boolean>();

  server.on("connection", (socket: Socket) => {
    let answered = false;
    /** Requests read but not yet answered because the client was not taking its answers (the lane paused the socket). */
    let waiting: Buffer | undefined;
    held.set(socket, () => !waiting && socket.writableLength === 0);

    const write: WriteAnswer = (status, headers, body, added) => {
      socket.write(headOf(status, headers));
      const keepAlive = server.keepAliveTimeout;
      socket.write(
        `${added ? `${added[0]}: ${added[1]}\r\n` : ""}Date: ${httpDate()}\r\nConnection: keep-alive\r\n${keepAlive ? `Keep-Alive: timeout=${Math.floor(keepAlive / 1000)}\r\n` : ""}\r\n`,
        "latin1",
      );
      if (body?.length) socket.write(body);
      if (!answered) {
        answered = true;
        socket.setTimeout(keepAlive ? keepAlive + KEEP_ALIVE_GRACE_MS : 0);
      }
    };

    /** Answer the requests in `bytes` from the lane, in order, until one it cannot answer: that one and the rest go to node:http. */
    const serve = (bytes: Buffer) => {
      // node:http counts a connection's requests when it has a limit of them: it answers them all.
      if (server.maxRequestsPerSocket) return handOff(bytes);
      let at = 0;
      socket.cork();
      try {
        while (at < bytes.length) {
          if (socket.writableLength > MOST_UNSENT_BYTES) {
            waiting = bytes.subarray(at);
            socket.pause();
            socket.once("drain", onDrain);
            return;
          }
          const read = readSimpleHead(bytes, at, longest);
          if (typeof read === "string" || !answer(read.request, socket, write)) break;
          at = read.end;
        }
      } finally {
        socket.uncork();
      }
      if (at < bytes.length) handOff(bytes.subarray(at));
    };
    const onDrain = () => {
      const bytes = waiting!;
      waiting = undefined;
      serve(bytes);
      if (held.has(socket) && !waiting) socket.resume();
    };
    const onTimeout = () => {
      // An answer still being sent keeps the connection (node:http times a connection out only between answers); this timer restarts when it moves.
      if (socket.writableLength > 0) return;
      // No request came: answered as node:http answers a client that sent no head in time.
      if (!answered) socket.write(REQUEST_TIMEOUT);
      socket.destroy();
    };
    // The server allows half-open connections (as node:http does): when the client has sent all it will, and it has been answered, the lane closes.
    const onEnd = () => socket.end();
    const onError = () => socket.destroy();
    const onClose = () => held.delete(socket);
    const listeners = { data: serve, timeout: onTimeout, end: onEnd, error: onError, close: onClose } as const;

    /** node:http takes the connection from here on, and reads `unread` first. */
    const handOff = (unread: Buffer) => {
      held.delete(socket);
      for (const [event, listener] of Object.entries(listeners)) socket.removeListener(event, listener);
      socket.removeListener("drain", onDrain);
      socket.setTimeout(0);
      const pausedByLane = socket.isPaused();
      nodeConnection.call(server, socket);
      if (unread.length) socket.emit("data", unread);
      // Paused by the lane while a client took its answers: node:http reads on (bytes read meanwhile come after `unread`, on the next tick).
      if (pausedByLane) socket.resume();
    };

    for (const [event, listener] of Object.entries(listeners)) socket.on(event, listener);
    socket.setTimeout(server.headersTimeout);
  });

  const each = (idleOnly: boolean) => held.forEach((idle, socket) => (!idleOnly || idle()) && socket.destroy());
  return { closeIdle: () => each(true), closeAll: () => each(false) };
}
