import { BlockList, isIP } from "node:net";
import type { Context } from "hono";
import type { AppEnv } from "./env";

/**
 * Which peers may tell us the client's address through X-Forwarded-For:
 * - none: nobody; the socket's peer is the client (the default);
 * - hops: that many proxies nearest the server, whatever their address;
 * - list: proxies whose address is in the list (TRUST_PROXY=true means loopback only).
 */
export type ProxyTrust = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "list"; proxies: BlockList; entries: string[] };

const NO_PROXY: ProxyTrust = { kind: "none" };
const MAX_PROXY_HOPS = 10;
const LOOPBACK = ["127.0.0.0/8", "::1"];

/**
 * TRUST_PROXY: empty or `false` (the socket's peer only), `true` (proxies on this machine:
 * 127.0.0.0/8 and ::1), a hop count 1-10, or a comma-separated list of proxy addresses and CIDR
 * ranges. Throws an Error whose message says what is wrong with the value.
 */
export function parseTrustProxy(raw: string | undefined): ProxyTrust {
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "" || value === "false" || value === "no" || value === "0") return NO_PROXY;
  if (value === "true" || value === "yes") return proxyList(LOOPBACK);
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > MAX_PROXY_HOPS) throw new Error(`a hop count must be 1 to ${MAX_PROXY_HOPS}`);
    return { kind: "hops", hops };
  }
  return proxyList(value.split(",").map((s) => s.trim()));
}

function proxyList(entries: string[]): ProxyTrust {
  const proxies = new BlockList();
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split("/");
    const ip = normaliseAddress(address ?? "");
    const family = ip ? isIP(ip) : 0;
    if (!ip || !family || rest.length > 0) {
      throw new Error(`"${entry}" is not an IP address or CIDR range; use false, true, a hop count 1-${MAX_PROXY_HOPS}, or addresses such as 10.0.0.0/8,::1`);
    }
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) {
      proxies.addAddress(ip, type);
      continue;
    }
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!(bits >= 0 && bits <= (family === 4 ? 32 : 128))) throw new Error(`"${entry}" has an invalid prefix length`);
    proxies.addSubnet(ip, bits, type);
  }
  return { kind: "list", proxies, entries };
}

/**
 * An IP address in one spelling, or undefined when `raw` is not one: IPv4-mapped IPv6
 * (`::ffff:192.0.2.1`, as a dual-stack socket reports IPv4 peers) becomes plain IPv4, and IPv6
 * is lower-cased and compressed, so one client cannot pass for several by respelling its address.
 */
export function normaliseAddress(raw: string): string | undefined {
  const value = raw.trim();
  const family = isIP(value);
  if (family === 4) return value;
  if (family !== 6) return undefined;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped && isIP(mapped[1]) === 4) return mapped[1];
  if (value.includes("%")) return value.toLowerCase(); // a zone index (fe80::1%eth0): URL cannot parse it
  return new URL(`http://[${value}]/`).hostname.slice(1, -1);
}

function trusts(trust: ProxyTrust, address: string, hopsTaken: number): boolean {
  if (trust.kind === "none") return false;
  if (trust.kind === "hops") return hopsTaken < trust.hops;
  return trust.proxies.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
}

/**
 * The client's address: start at the socket's peer and, while the current hop is a trusted proxy,
 * step left through X-Forwarded-For (each proxy appends the address it was reached from). The
 * first untrusted hop is the client. An entry that is not an IP address stops the walk: whoever
 * wrote it is not a proxy of ours, so the last valid hop is used. Entries to the left of the
 * trusted proxies are the client's own words and never count.
 */
export function resolveClientAddress(peer: string | undefined, forwardedFor: string | undefined, trust: ProxyTrust): string {
  let current = normaliseAddress(peer ?? "");
  if (!current) return peer || "unknown";
  if (trust.kind === "none" || !forwardedFor) return current;
  const hops = forwardedFor.split(",");
  let taken = 0;
  for (let i = hops.length - 1; i >= 0 && trusts(trust, current, taken); i--) {
    const next = normaliseAddress(hops[i]);
    if (!next) break;
    current = next;
    taken++;
  }
  return current;
}

/**
 * True when proxies are configured by address but this request's X-Forwarded-For came from a peer
 * that is not one of them: either a client reaching the port around the proxy, or a proxy missing
 * from TRUST_PROXY (then every visitor would share that proxy's rate limits).
 */
export function forwardedByUntrustedPeer(peer: string | undefined, forwardedFor: string | undefined, trust: ProxyTrust): boolean {
  if (trust.kind !== "list" || !forwardedFor) return false;
  const address = normaliseAddress(peer ?? "");
  return !!address && !trusts(trust, address, 0);
}

/** The eight 16-bit groups of an IPv6 address in normaliseAddress's spelling (an embedded IPv4 tail counts as the last two). */
function ipv6Groups(address: string): number[] {
  const [head, tail] = address.includes("::") ? address.split("::") : [address, undefined];
  const groupsOf = (part: string | undefined) =>
    (part ? part.split(":") : []).flatMap((g) => {
      if (!g.includes(".")) return [parseInt(g, 16)];
      const [a, b, c, d] = g.split(".").map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  const left = groupsOf(head);
  const right = groupsOf(tail);
  return [...left, ...Array<number>(Math.max(0, 8 - left.length - right.length)).fill(0), ...right];
}

/**
 * Who a per-address limit counts: an IPv4 address as it is, an IPv6 one by its /64 network
 * (`2001:db8:1:2::/64`). A single IPv6 host is normally handed a whole /64, so counting each /128
 * apart would let one client pass for 2^64 others.
 */
export function rateLimitSubject(address: string): string {
  if (isIP(address) !== 6) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":");
  return `${prefix}::/64`;
}

/** The address rate limits are keyed on and the request log shows (see resolveClientAddress). */
export function clientAddress(c: Context<AppEnv>, trust: ProxyTrust): string {
  return resolveClientAddress(c.env?.incoming?.socket?.remoteAddress, c.req.header("x-forwarded-for"), trust);
}
