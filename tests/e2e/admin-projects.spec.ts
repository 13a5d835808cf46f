import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { deleteListedByApi, gotoAdmin, loginAsAdmin, removeThroughDialog, toastWith } from "./admin-helpers";
import { field, fillFields } from "./admin-form";
import { expectAccessibleAndFits } from "./a11y";
import { unique } from "../helpers/unique";
import { queryE2E } from "./db";
import { gotoHydrated, SEEDED_PROJECT } from "./site-helpers";

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** Delete the projects this run added, whatever became of the test (other specs read the same database). */
const removeProjects = (request: APIRequestContext, titles: string[]) =>
  deleteListedByApi<{ id: number; title: string }>(request, "/api/projects", (p) => titles.includes(p.title));

test("publish a second project: the Projects menu and /projects list it, its page opens, /project-one still shows the first; then delete it", async ({
  page,
  request,
}) => {
  const title = `Dockyard Paving ${unique("p")}`;
  const slug = slugOf(title);
  try {
    await loginAsAdmin(page, "/admin/projects");
    await expect(page.getByRole("heading", { name: "Projects", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: SEEDED_PROJECT.title, exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Add project" }).click();
    await expect(page.getByRole("heading", { name: "New project", level: 1 })).toBeVisible();

    // A field's own message under it, and nothing saved.
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(field(page, "Title")).toBeFocused();

    await field(page, "Title").fill(title);
    await field(page, "Visibility").selectOption("published");
    await field(page, "Status").selectOption("Ongoing");
    await fillFields(page, {
      Sector: "Ports",
      Client: "Hazira Port Trust",
      Location: "Hazira, Surat",
      Year: "2025",
      Summary: "Heavy-duty interlocking paving of a container yard and its truck lanes at Hazira port.",
    });
    await page.getByRole("button", { name: "Add quantity" }).click();
    await field(page, "Item 1").fill("Paver blocks");
    await field(page, "Quantity 1").fill("pavers 8000+ sq mtrs");
    await field(page, "Paragraph 1").fill("The port needed a yard that carries loaded trailers turning on the spot.");
    await page.getByRole("button", { name: "Add image" }).click();
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#57534e" } })
      .png()
      .toBuffer();
    await field(page, "Image 1").setInputFiles({ name: "yard.png", mimeType: "image/png", buffer: png });
    await expect(toastWith(page, "Image uploaded")).toBeVisible();
    await field(page, "Alt text 1").fill("Container yard paved with grey interlocking blocks");
    await field(page, "Caption 1").fill("The finished yard");
    await page.getByRole("button", { name: "Add challenge" }).click();
    await field(page, "Challenge 1").fill("Trailers turn on the spot and tear up ordinary paving.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toastWith(page, `${title} added`)).toBeVisible();
    await expect(page).toHaveURL("/admin/projects");
    await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();

    // The header's Projects menu: the first project at its old address, then this one.
    await gotoHydrated(page, "/projects");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Projects", exact: true }).click();
    const menu = page.locator("#menu-projects");
    await expect(menu.getByRole("link", { name: SEEDED_PROJECT.title })).toHaveAttribute("href", "/project-one");
    await expect(menu.getByRole("link", { name: title })).toHaveAttribute("href", `/projects/${slug}`);
    await expect(menu.getByRole("link", { name: "All projects" })).toHaveAttribute("href", "/projects");
    await page.keyboard.press("Escape");

    // /projects lists it as a card; its page opens.
    const card = page.getByRole("main").getByRole("link", { name: new RegExp(title) });
    await expect(card).toHaveAttribute("href", `/projects/${slug}`);
    await expect(card.getByText("Ongoing")).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(`/projects/${slug}`);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Project Overview" }).getByText("Hazira Port Trust")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Project Gallery" }).getByRole("img", { name: "Container yard paved with grey interlocking blocks" }),
    ).toBeVisible();
    // Search engines read the page's own HTML: its canonical address is its new one.
    await page.reload();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/projects/${slug}$`));

    // The first project keeps its old address.
    await page.goto("/project-one");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SEEDED_PROJECT.title);

    // Delete it (an admin): gone from the list and the site.
    await gotoAdmin(page, "/admin/projects");
    await removeThroughDialog(page, { name: title, confirm: "Delete project", toast: `${title} deleted` });
    await expect(page.getByRole("link", { name: title, exact: true })).toHaveCount(0);
    expect((await request.get(`/projects/${slug}`)).status()).toBe(404);
  } finally {
    await removeProjects(request, [title]);
  }
});

test("Projects: no serious accessibility violations on the list and the form, and usable at 390 px @phone", async ({ page }) => {
  const [seeded] = await queryE2E<{ id: number }>("select id from projects where slug = $1", [SEEDED_PROJECT.slug]);
  await loginAsAdmin(page, "/admin/projects");
  await expect(page.getByRole("heading", { name: "Projects", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Move project 1 up" })).toBeDisabled();
  await expectAccessibleAndFits(page);

  await gotoAdmin(page, `/admin/projects/${seeded.id}`);
  await expect(page.getByRole("heading", { name: "Edit project", level: 1 })).toBeVisible();
  await expect(field(page, "Title")).toHaveValue(SEEDED_PROJECT.title);
  await expect(field(page, "Alt text 3")).not.toHaveValue("");
  await expectAccessibleAndFits(page);
});
