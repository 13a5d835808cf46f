/**
 * The platform's defences as pure functions: whom X-Forwarded-For is believed from, the checked
 * configuration (placeholders, proxies, image hosts, the site address), the database child's
 * environment, the image-job queue and the product image rule.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { productCreateSchema, productUpdateSchema } from "#schemas/product";
import { ConfigError, ENV_EXAMPLE_PLACEHOLDERS, loadConfig, startAddress } from "../../server/core/config";
import { postgresEnv } from "../../server/core/db/embedded";
import { imageUrlRefusal } from "../../server/features/catalogue/product-images";
import { createJobQueue } from "../../server/features/uploads/uploads";
import { imageSources } from "../../server/app";
import { forwardedByUntrustedPeer, normaliseAddress, parseTrustProxy, resolveClientAddress } from "../../server/core/http/client-address";
import { testConfigEnv } from "../helpers/test-env";

const configError = (env: Record<string, string>) => {
  try {
    loadConfig(testConfigEnv(env));
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe("client address behind proxies", () => {
  const walk = (trust: string, peer: string, xff?: string) => resolveClientAddress(peer, xff, parseTrustProxy(trust));

  it("by default believes only the socket: X-Forwarded-For is the client's own words", () => {
    expect(walk("", "203.0.113.9", "10.1.0.1")).toBe("203.0.113.9");
    expect(walk("false", "203.0.113.9", "10.1.0.1")).toBe("203.0.113.9");
  });

  it("with true believes only a proxy on this machine (127.0.0.0/8, ::1)", () => {
    expect(walk("true", "203.0.113.9", "10.1.0.1")).toBe("203.0.113.9");
    expect(walk("true", "127.0.0.1", "198.51.100.7")).toBe("198.51.100.7");
    expect(walk("true", "127.8.9.10", "198.51.100.7")).toBe("198.51.100.7");
    expect(walk("true", "::1", "198.51.100.7")).toBe("198.51.100.7");
    expect(walk("true", "::ffff:127.0.0.1", "198.51.100.7")).toBe("198.51.100.7");
    // Only the entry our proxy appended counts; what the client wrote to its left does not.
    expect(walk("true", "127.0.0.1", "1.2.3.4, 198.51.100.7")).toBe("198.51.100.7");
  });

  it("with a list walks left through every trusted proxy to the first untrusted address", () => {
    const trust = "10.0.0.0/8, 192.0.2.1, 2001:db8::/32";
    expect(walk(trust, "10.1.2.3", "198.51.100.20, 192.0.2.1")).toBe("198.51.100.20");
    expect(walk(trust, "10.1.2.3", "1.1.1.1, 198.51.100.20, 10.9.9.9")).toBe("198.51.100.20");
    expect(walk(trust, "2001:db8::5", "198.51.100.21")).toBe("198.51.100.21");
    expect(walk(trust, "203.0.113.9", "198.51.100.20")).toBe("203.0.113.9");
    // Every hop is a trusted proxy: the left-most one is as far as we can see.
    expect(walk(trust, "10.1.2.3", "10.4.4.4, 192.0.2.1")).toBe("10.4.4.4");
  });

  it("with a hop count trusts that many proxies nearest the server, whatever their address", () => {
    expect(walk("1", "203.0.113.50", "1.1.1.1, 198.51.100.30")).toBe("198.51.100.30");
    expect(walk("2", "203.0.113.50", "1.1.1.1, 198.51.100.30, 192.0.2.77")).toBe("198.51.100.30");
    expect(walk("2", "203.0.113.50", "192.0.2.77")).toBe("192.0.2.77");
    expect(walk("2", "203.0.113.50")).toBe("203.0.113.50");
  });

  it("stops at an entry that is not an IP address and keeps the last valid hop", () => {
    expect(walk("true", "127.0.0.1", "not-an-ip")).toBe("127.0.0.1");
    expect(walk("true", "127.0.0.1", "198.51.100.7, not-an-ip")).toBe("127.0.0.1");
    expect(walk("2", "203.0.113.50", "198.51.100.7, , 192.0.2.77")).toBe("192.0.2.77");
    expect(walk("3", "203.0.113.50", "1.2.3.4:80")).toBe("203.0.113.50");
    expect(walk("true", "127.0.0.1", "' or 1=1 --")).toBe("127.0.0.1");
  });

  it("writes one address one way: IPv4-mapped IPv6 as IPv4, IPv6 lower-case and compressed", () => {
    expect(normaliseAddress("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(normaliseAddress("2001:DB8:0:0::1")).toBe("2001:db8::1");
    expect(normaliseAddress(" 192.0.2.1 ")).toBe("192.0.2.1");
    expect(normaliseAddress("example.com")).toBeUndefined();
    expect(walk("true", "127.0.0.1", "2001:DB8:0::7")).toBe("2001:db8::7");
  });

  it("notices forwarding from a peer the proxy list does not hold (a client around the proxy, or a proxy missing from the list)", () => {
    const trust = parseTrustProxy("true");
    expect(forwardedByUntrustedPeer("203.0.113.9", "10.1.0.1", trust)).toBe(true);
    expect(forwardedByUntrustedPeer("127.0.0.1", "10.1.0.1", trust)).toBe(false);
    expect(forwardedByUntrustedPeer("203.0.113.9", undefined, trust)).toBe(false);
    expect(forwardedByUntrustedPeer("203.0.113.9", "10.1.0.1", parseTrustProxy("false"))).toBe(false);
  });

  it("refuses a TRUST_PROXY it cannot read, naming the variable", () => {
    for (const bad of ["0.0.0.0/33", "11", "proxy.internal", "10.0.0.0/8,", "10.0.0.0/8/1"]) {
      expect(configError({ TRUST_PROXY: bad })).toMatch(/TRUST_PROXY: /);
    }
    expect(loadConfig(testConfigEnv({ TRUST_PROXY: "10.0.0.0/8,::1" })).trustProxy.kind).toBe("list");
    expect(loadConfig(testConfigEnv({ TRUST_PROXY: "3" })).trustProxy).toEqual({ kind: "hops", hops: 3 });
    expect(loadConfig(testConfigEnv()).trustProxy).toEqual({ kind: "none" });
  });
});

describe("configuration", () => {
  it("refuses every placeholder .env.example shows, naming the variable", () => {
    const example = fs.readFileSync(".env.example", "utf8");
    for (const [name, value] of Object.entries(ENV_EXAMPLE_PLACEHOLDERS)) {
      expect(example, `.env.example shows ${name}`).toMatch(new RegExp(`^#? ?${name}=${value.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`, "m"));
      expect(configError({ [name]: value })).toContain(`${name}: is the example value from .env.example`);
    }
    expect(configError({ JWT_SECRET: "at-least-32-random-characters-here", ADMIN_PASSWORD: "change-me-please" })).toMatch(
      /JWT_SECRET[\s\S]*ADMIN_PASSWORD|ADMIN_PASSWORD[\s\S]*JWT_SECRET/,
    );
  });

  it("refuses a JWT_SECRET of few different characters, however long, naming the variable", () => {
    expect(configError({ JWT_SECRET: "a".repeat(36) })).toContain("JWT_SECRET: must have at least 16 different characters");
    expect(configError({ JWT_SECRET: "abc".repeat(20) })).toContain("JWT_SECRET: must have at least 16 different characters");
    expect(loadConfig(testConfigEnv({ JWT_SECRET: "k3Jq9Vx2mPz7Lw4Rt8Yb1Nc6Hd5Gf0Sa" })).jwtSecret).toBe("k3Jq9Vx2mPz7Lw4Rt8Yb1Nc6Hd5Gf0Sa");
  });

  it("takes absolute links from PUBLIC_URL, else from the start address, never from a request", () => {
    expect(loadConfig(testConfigEnv({ PUBLIC_URL: "https://www.cement.example/" })).siteUrl).toBe("https://www.cement.example");
    expect(loadConfig(testConfigEnv({ PORT: "8080" })).siteUrl).toBe("http://localhost:8080");
    expect(startAddress("0.0.0.0", 3000)).toBe("http://localhost:3000");
    expect(startAddress("127.0.0.1", 3000)).toBe("http://localhost:3000");
    expect(startAddress("::", 3000)).toBe("http://localhost:3000");
    expect(startAddress("shop.cement.example", 80)).toBe("http://shop.cement.example:80");
    expect(startAddress("2001:db8::1", 3000)).toBe("http://[2001:db8::1]:3000");
  });

  it("reads IMAGE_HOSTS as host names and refuses anything else", () => {
    expect(loadConfig(testConfigEnv()).imageHosts).toEqual([]);
    expect(loadConfig(testConfigEnv({ IMAGE_HOSTS: " Images.Example.net , cdn.example.org" })).imageHosts).toEqual(["images.example.net", "cdn.example.org"]);
    for (const bad of ["https://images.example.net", "images.example.net/path", "*.example.net", "images.example.net:8443"]) {
      expect(configError({ IMAGE_HOSTS: bad })).toMatch(/IMAGE_HOSTS: /);
    }
  });

  it("refuses a BACKUP_DIR the site would serve (backups hold password hashes), naming the variable", () => {
    const dataDir = path.resolve(".tmp/config-data");
    for (const dir of [path.join(dataDir, "uploads"), path.join(dataDir, "uploads", "backups"), "build/client/backups"]) {
      const message = configError({ DATA_DIR: dataDir, BACKUP_DIR: dir });
      expect(message).toMatch(/BACKUP_DIR: must not be inside .*served?.*password hash/);
    }
    expect(configError({ BUILD_DIR: "/srv/site-build", BACKUP_DIR: "/srv/site-build/client" })).toContain("BUILD_DIR/client");
    // Beside the served folders is fine: the default DATA_DIR/backups, or a folder named like them.
    expect(loadConfig(testConfigEnv({ DATA_DIR: dataDir })).backups.dir).toBe(path.join(dataDir, "backups"));
    expect(loadConfig(testConfigEnv({ DATA_DIR: dataDir, BACKUP_DIR: path.join(dataDir, "uploads-backups") })).backups.dir).toBe(
      path.join(dataDir, "uploads-backups"),
    );
    expect(loadConfig(testConfigEnv({ BACKUP_DIR: "build/backups" })).backups.dir).toBe(path.resolve("build/backups"));
  });

  it("has upload and slow-client limits, checked", () => {
    const config = loadConfig(testConfigEnv());
    expect(config.limits.uploads).toBe(60);
    expect(config.timeouts).toEqual({ headersMs: 10_000, requestMs: 30_000 });
    expect(configError({ HEADERS_TIMEOUT_SECONDS: "40", REQUEST_TIMEOUT_SECONDS: "30" })).toMatch(/HEADERS_TIMEOUT_SECONDS: /);
    expect(configError({ RATE_LIMIT_UPLOADS: "0" })).toMatch(/RATE_LIMIT_UPLOADS: /);
  });
});

describe("the embedded database's environment", () => {
  it("carries the search path, the C locale and the time zone, and none of the app's secrets", () => {
    const env = postgresEnv({
      PATH: "/usr/bin:/bin",
      TZ: "Asia/Kolkata",
      ADMIN_PASSWORD: "Secret-admin-1",
      JWT_SECRET: "x".repeat(40),
      SMTP_URL: "smtp://u:p@mail.example:587",
      DATABASE_URL: "postgres://a:b@h/db",
      HOME: "/root",
    });
    expect(env).toEqual({ PATH: "/usr/bin:/bin", LC_ALL: "C", TZ: "Asia/Kolkata" });
    expect(postgresEnv({}).PATH).toBeTruthy();
  });
});

/** A promise and the function that settles it (Promise.withResolvers needs Node 22). */
function gate() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("image job queue", () => {
  it("runs two jobs at a time; a third waits until one ends, then runs", async () => {
    const queue = createJobQueue(2);
    const started: number[] = [];
    const gates = [0, 1, 2].map(() => gate());
    const jobs = [0, 1, 2].map((n) =>
      queue.run(async () => {
        started.push(n);
        await gates[n].promise;
        return n;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.running).toBe(2);
    expect(queue.waiting).toBe(1);
    gates[1].resolve();
    expect(await jobs[1]).toBe(1);
    expect(started).toEqual([0, 1, 2]);
    expect(queue.waiting).toBe(0);
    gates[0].resolve();
    gates[2].resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2]);
    expect(queue.running).toBe(0);
  });

  it("frees the slot of a job that fails", async () => {
    const queue = createJobQueue(1);
    await expect(queue.run(() => Promise.reject(new Error("bad image")))).rejects.toThrow("bad image");
    expect(await queue.run(async () => "next")).toBe("next");
    expect(queue.running).toBe(0);
  });
});

describe("product images", () => {
  const shape = (image_url: string) => productUpdateSchema.safeParse({ image_url }).success;

  it("accepts our uploads, bundled images and https addresses by shape; nothing else", () => {
    expect(shape("/uploads/0123456789abcdef0123456789abcdef-800.webp")).toBe(true);
    expect(shape("/images/products/paver-block.webp")).toBe(true);
    expect(shape("https://images.example.net/a.png")).toBe(true);
    for (const bad of [
      "/uploads/../pg-password",
      "/uploads/evil.html",
      "/images/../api/users",
      "/images/.hidden",
      "http://images.example.net/a.png",
      "https://user:pw@images.example.net/a.png",
      "https://images.example.net:8443/a.png",
      "//evil.example/a.png",
      "javascript:alert(1)",
    ]) {
      expect(shape(bad), bad).toBe(false);
    }
  });

  it("lets the server allow an https image only on an IMAGE_HOSTS host", () => {
    expect(imageUrlRefusal("/uploads/0123456789abcdef0123456789abcdef-800.webp", [])).toBeUndefined();
    expect(imageUrlRefusal(null, [])).toBeUndefined();
    expect(imageUrlRefusal("https://evil.example/x.png", [])).toMatch(/^Use an image uploaded here/);
    expect(imageUrlRefusal("https://images.example.net/x.png", ["images.example.net"])).toBeUndefined();
    expect(imageUrlRefusal("https://IMAGES.example.net/x.png", ["images.example.net"])).toBeUndefined();
    expect(imageUrlRefusal("https://evil.example/x.png", ["images.example.net"])).toBe("Use an image uploaded here, or an https address on images.example.net");
    expect(imageUrlRefusal("https://images.example.net.evil.example/x.png", ["images.example.net"])).toBeDefined();
  });

  it("narrows the pages' img-src to this site and the IMAGE_HOSTS", () => {
    expect(imageSources([])).toEqual(["'self'", "data:", "blob:"]);
    expect(imageSources(["images.example.net"])).toEqual(["'self'", "data:", "blob:", "https://images.example.net"]);
  });

  it("keeps slugs to 100 characters with a clear message", () => {
    const base = { product_name: "Paver", category_name: "Paver Blocks", description: "Paver.", price: 10, min_order_quantity: 1 };
    expect(productCreateSchema.safeParse({ ...base, category_slug: "a".repeat(100), product_slug: "b".repeat(100) }).success).toBe(true);
    const long = productCreateSchema.safeParse({ ...base, category_slug: "a".repeat(101), product_slug: "b".repeat(101) });
    expect(long.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["product_slug", "Product slug is too long (at most 100 characters)"],
      ["category_slug", "Category slug is too long (at most 100 characters)"],
    ]);
  });
});
