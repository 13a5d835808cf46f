/** Shared helpers for the admin screens' forms: their labelled fields, the Save changes button and the texts they show. */
import { expect, type Locator, type Page } from "@playwright/test";

/** The form control labelled exactly `label`. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Fills each text field, by its exact label, with its value, in order. */
export async function fillFields(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

/** Each form control, by its exact label, holds its value. */
export async function expectFieldValues(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await expect(field(page, label)).toHaveValue(value);
}

/** The "Save changes" button of a screen that edits one document (the site content and settings screens). */
export const saveChanges = (page: Page) => page.getByRole("button", { name: "Save changes" });

/** `locator` shows each of `texts`, checked one at a time so that a failure names the text that is missing. */
export async function expectTextsIn(locator: Locator, texts: (string | RegExp)[]): Promise<void> {
  for (const text of texts) await expect(locator).toContainText(text);
}
