/**
 * What the request log keeps of a customer's quotation link: the route, never the token (whoever
 * holds the token can read and accept the quotation). The review read
 * `"path":"/api/q/<token>/accept"` in the log.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app";
import { loggedApp } from "../helpers/logged-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("the request log", () => {
  it("writes a quotation link's route with [token] in place of the token, on the page, the API, the acceptance and the PDF", async () => {
    const { app, lines, paths } = loggedApp(t);
    const token = "Sr4AygVTqA5lJ_VCDGutcTemfemXHMn";
    await app.request(`/q/${token}`);
    await app.request(`/api/q/${token}`);
    await app.request(`/api/q/${token}/accept`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Mallory" }) });
    await app.request(`/api/q/${token}/pdf`);
    expect(paths()).toEqual(["/q/[token]", "/api/q/[token]", "/api/q/[token]/accept", "/api/q/[token]/pdf"]);
    expect(lines.join("\n")).not.toContain(token);
  });

  it("writes every other path as it came", async () => {
    const { app, paths } = loggedApp(t);
    await app.request("/api/products?search=q");
    await app.request("/api/quotations/12");
    expect(paths()).toEqual(["/api/products", "/api/quotations/12"]);
  });
});
