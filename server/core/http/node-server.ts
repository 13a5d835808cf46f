import { createServer, type RequestListener, type Server } from "node:http";
import { installSocketLane, type LaneAnswerer } from "./socket-lane";

interface NodeServerTimeouts {
  /** A client must have sent all request headers within this time of connecting (or of its previous request). */
  headersMs?: number;
  /** ... and the whole request, body included, within this time. */
  requestMs?: number;
  /** How often open connections are checked against the two limits above. */
  checkIntervalMs?: number;
  /** An idle keep-alive connection is closed after this; longer than a load balancer's 60 s, so the balancer closes first. */
  keepAliveMs?: number;
}

const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/**
 * The HTTP server: a client that sends its headers or its body a byte at a time is answered 408
 * and disconnected once the limit passes, instead of holding a connection (and its memory) for
 * minutes. Node checks connections every `checkIntervalMs` (default a second, a tenth of the
 * header limit at most), so a limit is enforced within that much of its time. With a `lane`, the
 * plain GET and HEAD requests it can answer from memory are answered below node:http (socket-lane.ts).
 */
export function createNodeServer(listener: RequestListener, timeouts: NodeServerTimeouts = {}, lane?: LaneAnswerer): Server {
  const headersTimeout = timeouts.headersMs ?? DEFAULT_HEADERS_TIMEOUT_MS;
  const requestTimeout = Math.max(timeouts.requestMs ?? DEFAULT_REQUEST_TIMEOUT_MS, headersTimeout);
  const connectionsCheckingInterval = timeouts.checkIntervalMs ?? Math.max(10, Math.min(1000, Math.floor(headersTimeout / 10)));
  const server = createServer({ headersTimeout, requestTimeout, connectionsCheckingInterval }, listener);
  server.keepAliveTimeout = timeouts.keepAliveMs ?? 65_000;
  if (lane) {
    // Requests the lane answers never reach node:http (socket-lane.ts); its connections close with the server's.
    const connections = installSocketLane(server, lane);
    const closeIdle = server.closeIdleConnections.bind(server);
    const closeAll = server.closeAllConnections.bind(server);
    server.closeIdleConnections = () => {
      closeIdle();
      connections.closeIdle();
    };
    server.closeAllConnections = () => {
      closeAll();
      connections.closeAll();
    };
  }
  return server;
}
