import { expect, test, type Page } from "@playwright/test";
import { keepDocument, loginAsAdmin, toastWith } from "./admin-helpers";
import { expectAccessibleAndFits } from "./a11y";

// Settings, "Freight": the truck types and road factor the instant estimate uses. Other journeys read
// the estimate, so this one runs with the website edits (after them all) and puts the freight back.

const PATH = "/api/settings/freight";
const section = (page: Page) => page.getByRole("region", { name: "Freight", exact: true });
const save = (page: Page) => section(page).getByRole("button", { name: "Save freight" });

async function openFreight(page: Page) {
  await loginAsAdmin(page, "/admin/settings");
  await expect(section(page).getByRole("heading", { level: 2, name: "Freight" })).toBeVisible();
}

test("adds a truck type and changes the road factor: saved, shown after a reload, and read by the estimate", async ({ page, request }) => {
  const restore = await keepDocument(request, PATH);
  try {
    await openFreight(page);
    const freight = section(page);
    // The seeded truck types.
    await expect(freight.getByLabel("Name, truck type 1")).toHaveValue("Tractor trolley");
    await expect(freight.getByLabel("Load (tonnes), truck type 1")).toHaveValue("5");
    await expect(freight.getByLabel("Rate per km (₹), truck type 1")).toHaveValue("45");
    await expect(freight.getByLabel("Minimum charge (₹), truck type 1")).toHaveValue("1500");
    await expect(freight.getByLabel("Name, truck type 2")).toHaveValue("Truck (10 tonnes)");
    await expect(freight.getByLabel("Road factor")).toHaveValue("1.3");

    await freight.getByRole("button", { name: "Add truck type" }).click();
    await freight.getByLabel("Name, truck type 3").fill("Trailer (20 tonnes)");
    await freight.getByLabel("Load (tonnes), truck type 3").fill("20");
    await freight.getByLabel("Rate per km (₹), truck type 3").fill("110");
    await freight.getByLabel("Minimum charge (₹), truck type 3").fill("6000");
    await freight.getByLabel("Road factor").fill("1.45");
    await save(page).click();
    await expect(toastWith(page, "Freight settings saved")).toBeVisible();

    await page.reload();
    await expect(section(page).getByLabel("Road factor")).toHaveValue("1.45");
    await expect(section(page).getByLabel("Name, truck type 3")).toHaveValue("Trailer (20 tonnes)");
    await expect(section(page).getByLabel("Load (tonnes), truck type 3")).toHaveValue("20");
    await expect(section(page).getByLabel("Minimum charge (₹), truck type 3")).toHaveValue("6000");

    // The estimate's public read has them, with the factory's PIN code.
    const publicFreight = (await (await request.get("/api/freight")).json()) as { roadFactor: number; trucks: { name: string }[]; factoryPin: string };
    expect(publicFreight.roadFactor).toBe(1.45);
    expect(publicFreight.trucks.map((t) => t.name)).toEqual(["Tractor trolley", "Truck (10 tonnes)", "Trailer (20 tonnes)"]);
    expect(publicFreight.factoryPin).toBe("394230");

    // A truck type removed is gone after the save.
    await section(page).getByRole("button", { name: "Remove truck type 3" }).click();
    await expect(section(page).getByLabel("Name, truck type 3")).toHaveCount(0);
    await save(page).click();
    await expect(toastWith(page, "Freight settings saved")).toBeVisible();
    await page.reload();
    await expect(section(page).getByLabel("Name, truck type 2")).toHaveValue("Truck (10 tonnes)");
    await expect(section(page).getByLabel("Name, truck type 3")).toHaveCount(0);
  } finally {
    await restore();
  }
});

test("the Freight section passes axe and fits a phone; a missing load and a road factor out of range are refused under their fields, nothing sent @phone", async ({
  page,
}) => {
  await openFreight(page);
  await expectAccessibleAndFits(page);
  const puts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PUT") puts.push(r.url());
  });
  const freight = section(page);
  // Counted once the saved rows are on screen (before they load the form shows one empty row).
  await expect(freight.getByLabel("Name, truck type 1")).not.toHaveValue("");
  // The rows this page read (another journey may be saving a third truck type meanwhile): the new one comes after them.
  const n = (await freight.getByRole("listitem").count()) + 1;
  await freight.getByRole("button", { name: "Add truck type" }).click();
  const name = freight.getByLabel(`Name, truck type ${n}`);
  await expect(name).toBeVisible();
  await name.fill("Pick-up");
  await freight.getByLabel("Road factor").fill("4");
  await save(page).click();
  await expect(freight.getByLabel("Road factor")).toHaveAccessibleDescription(/Enter the road factor, from 1 to 3/);
  await expect(freight.getByLabel("Road factor")).toBeFocused();
  await expect(freight.getByLabel(`Load (tonnes), truck type ${n}`)).toHaveAccessibleDescription("Enter the load in tonnes, more than 0 and at most 60");
  await expectAccessibleAndFits(page);
  expect(puts).toEqual([]);
});
