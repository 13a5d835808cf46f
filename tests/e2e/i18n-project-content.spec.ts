import { expect, test } from "@playwright/test";
import { adminHeaders, deleteListedByApi, loginAsAdmin, toastWith } from "./admin-helpers";
import { expectAccessibleAndFits } from "./a11y";
import { unique } from "../helpers/unique";
import { gotoHydrated } from "./site-helpers";

/**
 * Staff translate a project's title: on the project editor's "हिंदी" tab they write the Hindi
 * title and save; /hi/projects shows it while /projects keeps the English one. The project is this
 * journey's own (other journeys read the seeded one), removed at the end.
 */
test("staff add a Hindi project title: /hi/projects shows it while /projects stays English @phone", async ({ page, request }) => {
  const title = `Village Road Paving ${unique("p")}`;
  const hindi = "गाँव की सड़क पर पेवर ब्लॉक";
  try {
    const created = await request.post("/api/projects", {
      headers: await adminHeaders(request),
      data: { title, status: "Completed", location: "Bardoli, Gujarat", summary: "Paver blocks for a village road.", published: true },
    });
    expect(created.status()).toBe(201);
    const { data: project } = (await created.json()) as { data: { id: number; slug: string } };

    // Both pages seen before the change (so the page cache keeps them), then changed by staff.
    await gotoHydrated(page, "/hi/projects");
    await expect(page.getByRole("link", { name: new RegExp(title) })).toBeVisible();

    await loginAsAdmin(page, `/admin/projects/${project.id}`);
    await page.getByRole("tab", { name: "हिंदी" }).click();
    await expect(page.getByText("3 fields still lack a Hindi translation")).toBeVisible();
    await expect(page.getByText(`English: ${title}`)).toBeVisible();
    await expectAccessibleAndFits(page);
    await page.getByLabel("Title", { exact: true }).fill(hindi);
    await expect(page.getByText("2 fields still lack a Hindi translation")).toBeVisible();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toastWith(page, /saved/i)).toBeVisible();

    await gotoHydrated(page, "/hi/projects");
    await expect(page.locator("main").getByRole("link", { name: new RegExp(hindi) })).toBeVisible();
    await expect(page.locator("main").getByText("Paver blocks for a village road.")).toBeVisible();
    await gotoHydrated(page, "/projects");
    await expect(page.locator("main").getByRole("link", { name: new RegExp(title) })).toBeVisible();
    await expect(page.locator("main").getByText(hindi)).toHaveCount(0);
    await gotoHydrated(page, `/hi/projects/${project.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindi);
  } finally {
    await deleteListedByApi<{ id: number; title: string }>(request, "/api/projects", (p) => p.title === title);
  }
});
