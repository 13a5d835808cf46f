/**
 * The public forms' messages in the page's language. The shared schemas and the API speak English
 * (the API's wire texts never change), so a form shows each English message through this table:
 * its key in the `forms` namespace, or the English text itself when the table does not know it.
 * Plain strings only (no schema import): the category page's modal uses it within its budget;
 * tests/unit/form-messages.test.ts holds the table to every message the schemas can give.
 */
import { useT, type MessageKey, type MessageValues, type Translate } from "~/i18n/t";

type Entry = MessageKey | readonly [MessageKey, MessageValues];

/** Every English message a public form can show, by its text. */
export const FORM_MESSAGE_KEYS: Readonly<Record<string, Entry>> = {
  "Name is required": "forms.errors.nameRequired",
  "Name must be at least 2 characters": "forms.errors.nameShort",
  "Name is too long": "forms.errors.nameTooLong",
  "Name should only contain letters and spaces": "forms.errors.nameChars",
  "Please enter your name": "forms.errors.nameEmpty",
  "Email is required": "forms.errors.emailRequired",
  "Please enter a valid email address": "forms.errors.emailInvalid",
  "Phone number is required": "forms.errors.phoneRequired",
  "Phone number must be exactly 10 digits": "forms.errors.phoneDigits",
  "Enter a valid Indian mobile number starting with 6, 7, 8, or 9": "forms.errors.phoneIndian",
  "Please enter a valid 10-digit mobile number": "forms.errors.mobile",
  "Please enter a valid quantity": "forms.errors.quantity",
  "Please choose a country code from the list": "forms.errors.countryCode",
  "Please keep this under 120 characters": ["forms.errors.textTooLong", { max: 120 }],
  "Please keep this on one line, without line breaks or control characters": "forms.errors.oneLine",
  "Please choose a budget from the list": "forms.errors.budget",
  "Project details are required": "forms.errors.detailsRequired",
  "Please provide more details (minimum 10 characters)": "forms.errors.detailsShort",
  "Please keep project details under 5000 characters": "forms.errors.detailsTooLong",
  "We could not reach our server. Your details are kept — please try again.": "forms.retry.network",
  "Our server could not save your request just now. Your details are kept — please try again.": "forms.retry.server",
  "Too many requests from your network just now. Your details are kept — please try again in a minute.": "forms.retry.busy",
};

/** `english` in the page's language through the table; the English text when it has no entry. */
export function formMessage(t: Translate, english: string): string {
  const entry = Object.hasOwn(FORM_MESSAGE_KEYS, english) ? FORM_MESSAGE_KEYS[english] : undefined;
  if (entry === undefined) return english;
  return typeof entry === "string" ? t(entry) : t(entry[0], entry[1]);
}

/** The form-message translator of the page: `fm(errors.name)`; undefined stays undefined (no message). */
export function useFormMessage(): (english: string | null | undefined) => string | undefined {
  const t = useT();
  return (english) => (english ? formMessage(t, english) : undefined);
}
