/**
 * Shared steps of the admin messages journeys (admin-messages*.spec.ts): messages stored straight into the
 * database, the list's search, and the screen's parts. Every test stores its own messages under a unique tag
 * and searches for it, so the list and the tab counts (the server counts what the search matches) hold only
 * that test's messages while other tests run beside it.
 */
import { type Page } from "@playwright/test";
import { queryE2E } from "./db";

export interface Seed {
  name?: string;
  email?: string;
  phone?: string;
  country_code?: string;
  company?: string;
  project_type?: string;
  budget?: string;
  message?: string;
  status?: "new" | "resolved";
  /** Minutes before now: a larger number is an older message. */
  ageMinutes?: number;
}

export async function seedMessages(seeds: Seed[]): Promise<number[]> {
  const ids: number[] = [];
  for (const s of seeds) {
    const [row] = await queryE2E<{ id: number }>(
      `insert into contact_messages (name, email, phone, country_code, company, project_type, budget, message, status, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(mins => $10), now() - make_interval(mins => $10))
       returning id`,
      [
        s.name ?? "Test Sender",
        s.email ?? "sender@e2e.example",
        s.phone ?? "9876543210",
        s.country_code ?? "+91",
        s.company ?? "",
        s.project_type ?? "",
        s.budget ?? "",
        s.message ?? "Please send a quotation for paver blocks.",
        s.status ?? "new",
        s.ageMinutes ?? 0,
      ],
    );
    ids.push(row.id);
  }
  return ids;
}

/** The list call (GET /api/contact?…), not the detail or reply calls. */
export const isListCall = (url: URL) => url.pathname === "/api/contact";

/** The search box of the list, and a search by its button. */
export async function searchFor(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search messages" }).fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

export const messageList = (page: Page) => page.getByRole("list", { name: "Messages" });
export const items = (page: Page) => messageList(page).getByRole("button", { name: /^Message from / });
export const item = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^Message from ${name} \\(`) });
export const details = (page: Page) => page.getByRole("region", { name: "Message details" });
export const tab = (page: Page, name: string) => page.getByRole("tab", { name: new RegExp(`^${name}`) });
