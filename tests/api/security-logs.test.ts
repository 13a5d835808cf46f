/**
 * What the request log keeps of a customer's quotation link: the route, never the token (whoever
 * holds the token can read and accept the quotation). The review read
 * `"path":"/api/q/<token>/accept"` in the log.
 */
import { Writable } from "node:stream";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { createTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** The app with a logger that keeps every line it writes. */
function loggedApp() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = createApp({ services: { ...t.services, log: pino({ level: "info" }, sink) } });
  return { app, lines };
}

describe("the request log", () => {
  it("writes a quotation link's route with [token] in place of the token, on the page, the API, the acceptance and the PDF", async () => {
    const { app, lines } = loggedApp();
    const token = "Sr4AygVTqA5lJ_VCDGutcTemfemXHMn";
    await app.request(`/q/${token}`);
    await app.request(`/api/q/${token}`);
    await app.request(`/api/q/${token}/accept`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Mallory" }) });
    await app.request(`/api/q/${token}/pdf`);
    const paths = lines
      .map((l) => JSON.parse(l) as { msg: string; path?: string })
      .filter((l) => l.msg === "request")
      .map((l) => l.path);
    expect(paths).toEqual(["/q/[token]", "/api/q/[token]", "/api/q/[token]/accept", "/api/q/[token]/pdf"]);
    expect(lines.join("\n")).not.toContain(token);
  });

  it("writes every other path as it came", async () => {
    const { app, lines } = loggedApp();
    await app.request("/api/products?search=q");
    await app.request("/api/quotations/12");
    const paths = lines
      .map((l) => JSON.parse(l) as { msg: string; path?: string })
      .filter((l) => l.msg === "request")
      .map((l) => l.path);
    expect(paths).toEqual(["/api/products", "/api/quotations/12"]);
  });
});
