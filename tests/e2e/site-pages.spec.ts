import { expect, test } from "@playwright/test";
import { createCategory, createProduct } from "./catalogue-data";
import { uniqueSuffix } from "../helpers/unique";
import { BUSINESS_NAME, expectFigures, gotoHydrated, openPage, SEEDED_PROJECT } from "./site-helpers";

test.describe("footer and page frame", () => {
  test("footer: company, former name, Surat address, phones, e-mail, three link columns, copyright @phone", async ({ page }) => {
    await page.goto("/clients");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(BUSINESS_NAME, { exact: true })).toBeVisible();
    await expect(footer.getByText("Formerly known as Shree Ganesh Tiles")).toBeVisible();
    await expect(footer.getByText("Sachin, Surat, Gujarat 394230")).toBeVisible();
    await expect(footer.getByRole("link", { name: "+91 98250 41234" })).toHaveAttribute("href", "tel:+919825041234");
    await expect(footer.getByRole("link", { name: "+91 261 239 7788" })).toHaveAttribute("href", "tel:+912612397788");
    await expect(footer.getByRole("link", { name: "info@shreeganeshcement.example" })).toHaveAttribute("href", "mailto:info@shreeganeshcement.example");

    const columns: [string, [string, string][]][] = [
      [
        "Products",
        [
          ["Paver Blocks", "/paver-blocks"],
          ["Boundary Walls", "/boundary-walls"],
          ["Concrete Blocks", "/concrete-blocks"],
        ],
      ],
      [
        "More Info",
        [
          ["Projects", "/projects"],
          ["Gallery", "/gallery"],
          ["Contact", "/contact"],
          ["Clients", "/clients"],
        ],
      ],
      [
        "About",
        [
          ["Who We Are", "/who-we-are"],
          ["Meet Our Team", "/meet-our-team"],
          ["Find Us", "/contact#find-us"],
          ["Enquiry Form", "/contact#enquiry-form"],
          ["Admin Login", "/admin/login"],
        ],
      ],
    ];
    for (const [title, links] of columns) {
      const nav = footer.getByRole("navigation", { name: `Footer: ${title}` });
      await expect(nav.getByRole("heading", { name: title })).toBeVisible();
      await expect(nav.getByRole("link")).toHaveText(links.map(([name]) => name));
      for (const [name, href] of links) await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${BUSINESS_NAME}. All rights reserved.`)).toBeVisible();
  });

  test("the footer's Admin Login opens the sign-in page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Admin Login" }).click();
    await expect(page).toHaveURL("/admin/login");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  });

  test("skip link jumps to the main content @phone", async ({ page }) => {
    await gotoHydrated(page, "/who-we-are");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    await expect(page.getByRole("main")).toHaveCount(1);
  });

  test("a page change scrolls to the top; the first load does not jump", async ({ page }) => {
    await gotoHydrated(page, "/who-we-are");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Gallery" }).click();
    await expect(page).toHaveURL("/gallery");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Going back restores where the visitor was.
    await page.goBack();
    await expect(page).toHaveURL("/who-we-are");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });
});

test.describe("content pages", () => {
  test("Who We Are: story, leadership, vision, specialty, why us, company table, Get Quote @phone", async ({ page }) => {
    await openPage(page, "/who-we-are", "Who We Are");
    await expect(page.getByText(/Our journey began in 2009, when the family business then known as Shree Ganesh Tiles/)).toBeVisible();
    await expect(page.getByText(/The company is led by Rajesh Patel/)).toBeVisible();
    for (const h of ["Our Story", "Our Leadership", "Our Vision", "Our Specialty", "Why Us", "Company Information"]) {
      await expect(page.getByRole("heading", { name: h, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Why Us" }).getByRole("listitem")).toHaveCount(6);
    const table = page.getByRole("table", { name: "Company information" });
    for (const [label, value] of [
      ["Nature of Business", "Manufacturer and Supplier"],
      ["Total Number of Employees", "51 to 100 People"],
      ["Year of Establishment", "2009"],
      ["CEO", "Rajesh Patel"],
      ["GST Number", "24ABCFS1234K1ZD"],
      ["Annual Turnover", "₹10 - 25 Crore"],
      ["Legal Status of Firm", "Partnership Firm"],
    ]) {
      await expect(table.getByRole("row", { name: `${label} ${value}` })).toBeVisible();
    }
    const sidebar = page.getByRole("complementary", { name: "Contact Us" });
    await expect(sidebar.getByRole("link", { name: "+91 98250 41234" })).toHaveAttribute("href", "tel:+919825041234");
    await expect(page.getByRole("heading", { name: "Ready to Build Something That Lasts?" })).toBeVisible();
    await sidebar.getByRole("link", { name: "Get Quote" }).click();
    await expect(page).toHaveURL("/contact");
  });

  test("Meet Our Team: group photo, six leaders, four values, contact button @phone", async ({ page }) => {
    await openPage(page, "/meet-our-team", "Meet Our Team");
    const group = page.getByRole("img", { name: /team of Shree Ganesh Cement Products/ });
    await expect(group).toBeVisible();
    await expect.poll(() => group.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const leaders = page.getByRole("region", { name: "Our Leadership" }).getByRole("heading", { level: 3 });
    await expect(leaders).toHaveText(["Rajesh Patel", "Meena Patel", "Vikram Desai", "Anil Sharma", "Priya Mehta", "Suresh Kumar Yadav"]);
    await expect(page.getByText("Founder & Chief Executive Officer")).toBeVisible();
    await expect(page.getByText("Quality Control Manager")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Achievements" })).toHaveCount(6);
    await expect(page.getByRole("img", { name: /^Portrait of / })).toHaveCount(6);

    await expect(page.getByRole("region", { name: "Our Values" }).getByRole("heading", { level: 3 })).toHaveText([
      "Excellence",
      "Innovation",
      "Integrity",
      "Sustainability",
    ]);
    await page.getByRole("link", { name: "Get in Touch" }).click();
    await expect(page).toHaveURL("/contact");
  });

  test("/projects: a card per published project, linking to its page @phone", async ({ page }) => {
    await openPage(page, "/projects", "Our Projects");
    const card = page.getByRole("main").getByRole("link", { name: new RegExp(SEEDED_PROJECT.title) });
    await expect(card).toHaveAttribute("href", `/projects/${SEEDED_PROJECT.slug}`);
    await expect(card.getByText("Healthcare · Adajan, Surat, Gujarat · 2023")).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(`/projects/${SEEDED_PROJECT.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SEEDED_PROJECT.title);
  });

  for (const path of ["/project-one", "/project", `/projects/${SEEDED_PROJECT.slug}`]) {
    test(`project page at ${path}: overview, quantities, gallery, challenges, solutions, quick info @phone`, async ({ page }) => {
      await openPage(page, path, "Sanjeevani Multispeciality Hospital Campus");
      const overview = page.getByRole("region", { name: "Project Overview" });
      await expect(overview.getByText("Sanjeevani Health Trust")).toBeVisible();
      await expect(overview.getByText("Adajan, Surat, Gujarat")).toBeVisible();
      await expect(overview.getByText("pavers 10000+ sq mtrs")).toBeVisible();
      await expect(overview.getByText("kerbs 600+ nos")).toBeVisible();
      const gallery = page.getByRole("region", { name: "Project Gallery" }).getByRole("img");
      await expect(gallery).toHaveCount(3);
      await expect(page.getByRole("region", { name: "Challenges" }).getByRole("listitem")).toHaveCount(4);
      await expect(page.getByRole("region", { name: "Our Solutions" }).getByRole("listitem")).toHaveCount(4);
      const quick = page.getByRole("region", { name: "Quick Info" });
      await expect(quick.getByText("Status")).toBeVisible();
      await expect(quick.getByText("Completed", { exact: true })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/projects/${SEEDED_PROJECT.slug}$`));
      await expect(page.getByRole("link", { name: "View All Projects" })).toHaveAttribute("href", "/projects");
      await page.getByRole("link", { name: "Get Quote" }).click();
      await expect(page).toHaveURL("/contact");
    });
  }

  test("Our Clients: four figures, four sectors with counts and projects, four 5-star testimonials @phone", async ({ page }) => {
    await openPage(page, "/clients", "Our Clients");
    await expectFigures(page, "Our clients in numbers", [
      ["150+", "Happy Clients"],
      ["300+", "Projects Completed"],
      ["25+", "Years of Combined Expertise"],
      ["98%", "Client Satisfaction"],
    ]);
    const sectors = page.getByRole("region", { name: "Sectors We Serve" });
    await expect(sectors.getByRole("heading", { level: 3 })).toHaveText([
      "Government & Public Works",
      "Real Estate & Housing",
      "Industrial & Commercial",
      "Healthcare & Institutions",
    ]);
    await expect(sectors.getByText(/^\d+\+ clients$/)).toHaveCount(4);
    await expect(sectors.getByRole("heading", { name: "Notable projects" })).toHaveCount(4);
    const testimonials = page.getByRole("region", { name: "What Our Clients Say" });
    await expect(testimonials.getByRole("img", { name: "5 out of 5 stars" })).toHaveCount(4);
    await expect(testimonials.locator("blockquote")).toHaveCount(4);
  });

  test("/products lists every category with its number of active products @phone", async ({ page }) => {
    const category = await createCategory("Overview Slabs");
    await createProduct(category.id, { name: `Overview Slab ${uniqueSuffix()}` });
    await createProduct(category.id, { name: `Overview Draft ${uniqueSuffix()}`, status: "draft" });
    await openPage(page, "/products", "Our Products");
    const card = page.getByRole("link", { name: new RegExp(`^${category.name} 1 product View range$`) });
    await expect(card).toHaveAttribute("href", `/${category.slug}`);
    await expect(page.getByRole("link", { name: /^Paver Blocks \d+ products View range$/ })).toHaveAttribute("href", "/paver-blocks");
    await card.click();
    await expect(page).toHaveURL(`/${category.slug}`);
  });
});
