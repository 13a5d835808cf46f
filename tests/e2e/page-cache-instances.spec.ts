/**
 * Two app instances on one PostgreSQL: a price saved through the end-to-end server (instance A)
 * shows on instance B's cached category page within a second (B hears of it through LISTEN). B is
 * a second server process started here on the end-to-end server's database. It changes a price,
 * so it runs with the Website journeys, after the ones that read the catalogue (playwright.config.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { adminHeaders } from "./admin-helpers";
import { E2E } from "./env";
import { DEMO_CATEGORIES } from "./site-helpers";

const B_PORT = E2E.port + 1;
const B = `http://127.0.0.1:${B_PORT}`;

async function startInstanceB(): Promise<ChildProcess> {
  const password = fs.readFileSync(path.join(E2E.dataDir, "pg-password"), "utf8").trim();
  const dataDir = `${E2E.dataDir}-b`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    ...E2E.serverEnv,
    PORT: String(B_PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: `postgres://postgres:${encodeURIComponent(password)}@localhost/postgres?host=${encodeURIComponent(path.join(E2E.dataDir, "pg-run"))}`,
    SEED_DEMO: "false",
  };
  const child = spawn(process.execPath, ["--enable-source-maps", E2E.serverEntry], { env, stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  child.stderr!.on("data", (c: Buffer) => (output = (output + c.toString()).slice(-5000)));
  for (const started = Date.now(); Date.now() - started < 90_000;) {
    if (child.exitCode !== null) throw new Error(`instance B exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${B}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`instance B did not start:\n${output}`);
}

test("a price saved through instance A shows on instance B's cached category page within a second", async ({ request }) => {
  test.setTimeout(150_000);
  const b = await startInstanceB();
  const headers = await adminHeaders(request);
  const slug = DEMO_CATEGORIES[2].slug;
  const listed = (await (await request.get(`/api/products?category=${slug}&limit=1`)).json()) as {
    data: { id: number; product_name: string; price: number }[];
  };
  const product = listed.data[0];
  const newPrice = 9876;
  try {
    // B holds the page: the same ETag twice (its LISTEN connection may take a moment to be up).
    let etag: string | null = null;
    for (let i = 0; i < 50; i++) {
      const [x, y] = [await fetch(`${B}/${slug}`), await fetch(`${B}/${slug}`)];
      expect(await x.text()).toContain(product.product_name);
      if (x.headers.get("etag") === y.headers.get("etag")) {
        etag = y.headers.get("etag");
        expect(await y.text()).not.toContain("9,876");
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(etag, "instance B keeps the page").toBeTruthy();

    const saved = await request.patch(`/api/products/${product.id}`, { headers, data: { price: newPrice } });
    expect(saved.ok()).toBe(true);
    const savedAt = Date.now();
    let html = "";
    while (Date.now() - savedAt < 1000 && !html.includes("₹9,876")) {
      html = await (await fetch(`${B}/${slug}`)).text();
    }
    const ms = Date.now() - savedAt;
    expect(html, `instance B still showed the old price ${ms} ms after the save`).toContain("₹9,876");
    console.log(`instance B showed the new price ${ms} ms after A's save`);
  } finally {
    await request.patch(`/api/products/${product.id}`, { headers, data: { price: product.price } });
    b.kill("SIGTERM");
    await new Promise((r) => b.once("exit", r));
    fs.rmSync(`${E2E.dataDir}-b`, { recursive: true, force: true });
  }
});
