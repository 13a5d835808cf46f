/**
 * The socket lane (server/core/http/socket-lane.ts) in front of node:http, over real sockets, with
 * an answerer that answers `GET /lane` from memory: what it reads itself (simple-head.ts), what it
 * leaves to Node's parser (with every byte), and that a connection keeps node:http's limits either way.
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNodeServer } from "../../server/core/http/node-server";
import { LONGEST_SIMPLE_HEAD, readSimpleHead } from "../../server/core/http/simple-head";
import type { LaneAnswerer } from "../../server/core/http/socket-lane";
import { rawConnection } from "../helpers/raw-http";

const head = (text: string) => readSimpleHead(Buffer.from(text, "latin1"), 0);

describe("reading a plain request's head", () => {
  it("reads GET and HEAD with their headers by lower-case name, repeated ones as Node gives them, and where the next request begins", () => {
    const text =
      "GET /paver-blocks?page=2 HTTP/1.1\r\nHost: x\r\nAccept-Encoding:  br, gzip \r\nUser-Agent: first\r\nuser-agent: second\r\n" +
      "X-Forwarded-For: 203.0.113.1\r\nX-Forwarded-For: 10.0.0.1\r\nCookie: a=1\r\nCookie: b=2\r\nConnection: Keep-Alive\r\nEmpty:\r\n\r\nHEAD /";
    const read = head(text);
    expect(read).toEqual({
      request: {
        method: "GET",
        url: "/paver-blocks?page=2",
        headers: {
          host: "x",
          "accept-encoding": "br, gzip",
          "user-agent": "first",
          "x-forwarded-for": "203.0.113.1, 10.0.0.1",
          cookie: "a=1; b=2",
          connection: "Keep-Alive",
          empty: "",
        },
      },
      end: text.indexOf("HEAD /"),
    });
    expect(readSimpleHead(Buffer.from(`${text} HTTP/1.1\r\nHost: y\r\n\r\n`), text.indexOf("HEAD /"))).toMatchObject({ request: { method: "HEAD", url: "/" } });
  });

  it("waits for a head that is not whole yet", () => {
    expect(head("GET / HTTP/1.1\r\nHost: x\r\n")).toBe("incomplete");
    expect(head("GET / HT")).toBe("incomplete");
  });

  it("leaves to Node's parser every head that is not of the plain form, or that asks for more than a plain answer", () => {
    const others = [
      "POST / HTTP/1.1\r\nHost: x\r\n\r\n",
      "get / HTTP/1.1\r\nHost: x\r\n\r\n",
      "GET / HTTP/1.0\r\nHost: x\r\n\r\n",
      "GET http://x/ HTTP/1.1\r\nHost: x\r\n\r\n",
      "GET * HTTP/1.1\r\nHost: x\r\n\r\n",
      "GET  / HTTP/1.1\r\nHost: x\r\n\r\n",
      "\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n",
      "GET /caf\u00e9 HTTP/1.1\r\nHost: x\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive, Upgrade\r\n\r\n",
      "GET / HTTP/1.1\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nX-Folded: a\r\n b\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\nX-Bare-LF: a\r\n\r\n",
      "GET / HTTP/1.1\r\nHost : x\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nX-Name: caf\u00e9\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nX-Nul: a\u0000b\r\n\r\n",
      `GET / HTTP/1.1\r\nHost: x\r\nX-Long: ${"a".repeat(LONGEST_SIMPLE_HEAD)}\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: x\r\nX-Long: ${"a".repeat(LONGEST_SIMPLE_HEAD)}`,
    ];
    for (const text of others) expect(head(text), JSON.stringify(text)).toBe("other");
    // A server with a lower limit on a head's size than the lane's: Node's limit.
    const plain = Buffer.from("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(readSimpleHead(plain, 0, plain.length + 1)).toMatchObject({ end: plain.length });
    expect(readSimpleHead(plain, 0, plain.length)).toBe("other");
  });
});

describe("the socket lane in front of node:http", () => {
  let server: ReturnType<typeof createNodeServer>;
  let port: number;
  /** Requests each side answered. */
  const answered = { lane: 0, node: [] as string[] };
  const body = Buffer.alloc(64 * 1024, "l");
  const lane: LaneAnswerer = (request, _socket, write) => {
    if (request.url !== "/lane") return false;
    answered.lane++;
    write(200, ["content-type", "text/plain", "content-length", String(body.length)], request.method === "HEAD" ? undefined : body);
    return true;
  };

  beforeAll(async () => {
    server = createNodeServer(
      (req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", () => {
          answered.node.push(`${req.method} ${req.url} ${Buffer.concat(chunks).toString()}`);
          res.setHeader("content-type", "text/plain");
          res.end(`node ${req.url}`);
        });
      },
      { headersMs: 300, requestMs: 600, checkIntervalMs: 50, keepAliveMs: 200 },
      lane,
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("writes the status line, the answer's headers, then Date, Connection and Keep-Alive as node:http does, and the body", async () => {
    const c = await rawConnection(port);
    c.send("GET /lane HTTP/1.1\r\nHost: x\r\n\r\n");
    const [inLane] = await c.answers(1);
    expect(inLane.head).toMatch(
      /^HTTP\/1\.1 200 OK\r\ncontent-type: text\/plain\r\ncontent-length: 65536\r\nDate: \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT\r\nConnection: keep-alive\r\nKeep-Alive: timeout=0$/,
    );
    expect(inLane.body.equals(body)).toBe(true);
    c.socket.destroy();
  });

  it("answers pipelined requests in order, and hands the connection to node:http, with every byte, at the first it does not answer", async () => {
    const lanes = answered.lane;
    const c = await rawConnection(port);
    c.send(
      "GET /lane HTTP/1.1\r\nHost: x\r\n\r\nHEAD /lane HTTP/1.1\r\nHost: x\r\n\r\n" +
        "POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello" +
        "GET /lane HTTP/1.1\r\nHost: x\r\n\r\n",
    );
    const got = await c.answers(4, [false, true]);
    expect(got.map((a) => [a.status, a.body.length])).toEqual([
      [200, body.length],
      [200, 0],
      [200, "node /form".length],
      [200, "node /lane".length],
    ]);
    expect(answered.lane - lanes).toBe(2);
    expect(answered.node.slice(-2)).toEqual(["POST /form hello", "GET /lane "]);
    c.socket.destroy();
  });

  it("hands the connection to node:http at a later request it does not answer, and node:http answers the rest", async () => {
    const lanes = answered.lane;
    const c = await rawConnection(port);
    c.send("GET /lane HTTP/1.1\r\nHost: x\r\n\r\n");
    expect((await c.answers(1))[0].body.length).toBe(body.length);
    c.send("GET /other HTTP/1.1\r\nHost: x\r\n\r\n");
    expect((await c.answers(1))[0].body.toString()).toBe("node /other");
    c.send("GET /lane HTTP/1.1\r\nHost: x\r\n\r\n");
    expect((await c.answers(1))[0].body.toString()).toBe("node /lane");
    expect(answered.lane - lanes).toBe(1);
    c.socket.destroy();
  });

  it("leaves a head that comes in pieces to node:http, which reads it whole", async () => {
    const c = await rawConnection(port);
    c.send("GET /lane HTTP/1.1\r\nHo");
    await new Promise((resolve) => setTimeout(resolve, 20));
    c.send("st: x\r\n\r\n");
    const [got] = await c.answers(1);
    expect(got.body.toString()).toBe("node /lane");
    c.socket.destroy();
  });

  it("reads no body into a request that declares one: Content-Length and Transfer-Encoding go to Node's parser", async () => {
    const c = await rawConnection(port);
    c.send("GET /lane HTTP/1.1\r\nHost: x\r\nContent-Length: 22\r\n\r\nGET /lane HTTP/1.1\r\n\r\n");
    c.send("GET /lane HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n");
    const got = await c.answers(2);
    expect(got.map((a) => a.body.toString())).toEqual(["node /lane", "node /lane"]);
    expect(answered.node.slice(-2)).toEqual(["GET /lane GET /lane HTTP/1.1\r\n\r\n", "GET /lane abc"]);
    c.socket.destroy();
  });

  it("leaves a malformed request to node:http's 400", async () => {
    const c = await rawConnection(port);
    c.send("GET /lane HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n");
    expect((await c.closed).rest).toMatch(/^HTTP\/1\.1 400 Bad Request\r\nConnection: close\r\n\r\n$/);
  });

  it("answers Connection: close through node:http, which closes after its answer", async () => {
    const c = await rawConnection(port);
    c.send("GET /lane HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect((await c.closed).rest).toMatch(/\r\nConnection: close\r\n(.+\r\n)*\r\nnode \/lane$/);
  });

  it("answers, then closes, a connection whose client has sent all it will", async () => {
    const c = await rawConnection(port);
    c.socket.end("GET /lane HTTP/1.1\r\nHost: x\r\n\r\n");
    const { rest } = await c.closed;
    expect(rest.length).toBeGreaterThan(body.length);
    expect(rest.endsWith(body.toString())).toBe(true);
  });

  it("answers 408 and hangs up on a client that sends nothing, or that trickles its headers, as node:http does", async () => {
    const silent = await rawConnection(port);
    const trickling = await rawConnection(port);
    trickling.send("GET /lane HTTP/1.1\r\n");
    const timer = setInterval(() => trickling.send("X-Slow: a\r\n"), 50);
    const [quiet, slow] = await Promise.all([silent.closed, trickling.closed]).finally(() => clearInterval(timer));
    for (const { rest } of [quiet, slow]) expect(rest).toBe("HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n");
    expect(quiet.ms).toBeGreaterThanOrEqual(290);
  });

  it("closes an idle keep-alive connection after the keep-alive time and node:http's second of grace", async () => {
    const c = await rawConnection(port);
    c.send("GET /lane HTTP/1.1\r\nHost: x\r\n\r\n");
    await c.answers(1);
    const { ms } = await c.closed;
    expect(ms).toBeGreaterThanOrEqual(1150);
    expect(ms).toBeLessThan(5000);
  });

  it("stops reading a client that does not take its answers, keeps its connection past the keep-alive time, and answers every request once it reads", async () => {
    const lanes = answered.lane;
    const c = await rawConnection(port);
    const count = 800; // 50 MiB of answers: far more than the sockets' buffers hold (a few MiB each way)
    c.socket.pause();
    // After the lane's answers, a request with a body and more plain ones: node:http answers those, after the lane's, in order.
    c.send(
      `${"GET /lane HTTP/1.1\r\nHost: x\r\n\r\n".repeat(count)}POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello${"GET /lane HTTP/1.1\r\nHost: x\r\n\r\n".repeat(50)}`,
    );
    // Twice the keep-alive time and its grace (1.2 s; Node's socket lets one such time pass while its write queue moves): a connection with answers still to send is not timed out.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    let seen = -1;
    while (answered.lane !== seen) {
      seen = answered.lane;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answered.lane - lanes).toBeLessThan(count / 2);
    c.socket.resume();
    const got = await c.answers(count + 51);
    expect(got.slice(0, count).every((a) => a.status === 200 && a.body.length === body.length)).toBe(true);
    expect(got.slice(count).map((a) => a.body.toString())).toEqual(["node /form", ...Array<string>(50).fill("node /lane")]);
    expect(answered.lane - lanes).toBe(count);
    expect(answered.node.slice(-51)[0]).toBe("POST /form hello");
    c.socket.destroy();
  });

  it("closes the lane's idle connections when the server closes, and leaves a busy one its answers, as node:http does", async () => {
    const own = createNodeServer(() => undefined, {}, lane);
    try {
      await new Promise<void>((resolve) => own.listen(0, "127.0.0.1", resolve));
      const ownPort = (own.address() as AddressInfo).port;
      // A client that would keep its side open after the server ended its own: the server destroys the connection.
      const idle = await rawConnection(ownPort, { allowHalfOpen: true });
      idle.send("GET /lane HTTP/1.1\r\nHost: x\r\n\r\n");
      await idle.answers(1);
      const busy = await rawConnection(ownPort);
      busy.socket.pause();
      busy.send("GET /lane HTTP/1.1\r\nHost: x\r\n\r\n".repeat(300));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ended = new Promise((resolve) => idle.socket.once("end", resolve));
      own.closeIdleConnections();
      await ended;
      busy.socket.resume();
      expect(await busy.answers(300)).toHaveLength(300);
      own.closeAllConnections();
      await busy.closed;
      await new Promise((resolve) => own.close(resolve));
    } finally {
      own.closeAllConnections();
      if (own.listening) own.close();
    }
  });
});
