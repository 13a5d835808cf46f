import { expect, test } from "@playwright/test";

test("the server renders a page and answers its health check @phone", async ({ page, request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  const res = await page.goto("/");
  expect(res?.status()).toBe(200);
  await expect(page.locator("body")).toBeVisible();
});
