/**
 * Meet Our Team: the page's document (site_content "team": the group photo and the four values
 * cards) and one team member (team_members), checked alike by the admin's forms and the API.
 */
import { z } from "zod";
import { optionalOwnImageUrl } from "#schemas/own-image";
import { oneLine } from "#schemas/text";
import { translationsSchema, type TranslatedField } from "#schemas/translations";

const line = (required: string, max: number, tooLong: string) => oneLine(z.string(required).trim().min(1, required).max(max, tooLong));

/** The values cards: always four (each has its own icon on the page). */
const TEAM_VALUES_COUNT = 4;

const teamValueSchema = z.object({
  title: line("Enter the value's title", 60, "Please keep the title under 60 characters"),
  text: z.string("Enter the value's text").trim().min(1, "Enter the value's text").max(300, "Please keep the text under 300 characters"),
  translations: translationsSchema(["title", "text"]),
});

/** The page's document: the group photo (with its alt text when there is one), its caption and the values. */
export const teamPageSchema = z
  .object({
    group_photo_url: optionalOwnImageUrl,
    group_photo_alt: oneLine(z.string().trim().max(200, "Please keep the alt text under 200 characters")).default(""),
    group_photo_caption: oneLine(z.string().trim().max(200, "Please keep the caption under 200 characters")).default(""),
    values: z.array(teamValueSchema, "Enter the four values").length(TEAM_VALUES_COUNT, `Enter exactly ${TEAM_VALUES_COUNT} values`),
    translations: translationsSchema(["group_photo_alt", "group_photo_caption"]),
  })
  .superRefine((v, ctx) => {
    if (v.group_photo_url && !v.group_photo_alt)
      ctx.addIssue({ code: "custom", path: ["group_photo_alt"], message: "Describe the group photo for people who cannot see it" });
  });
export type TeamPage = z.output<typeof teamPageSchema>;

/** What of the team page staff translate. */
export const TEAM_PAGE_TRANSLATED: readonly TranslatedField[] = [
  { path: "group_photo_alt", label: "Alt text of the group photo" },
  { path: "group_photo_caption", label: "Caption" },
  { path: "values.*.title", label: "Value {n} title" },
  { path: "values.*.text", label: "Value {n} text", multiline: true },
];

/** The most achievements one member lists. */
export const MAX_ACHIEVEMENTS = 10;

/** A team member as the admin form sends it (POST /api/team-members, PUT /api/team-members/:id). */
export const teamMemberSchema = z.object({
  name: line("Enter the name", 100, "Please keep the name under 100 characters"),
  position: line("Enter the position", 120, "Please keep the position under 120 characters"),
  description: z.string().trim().max(1000, "Please keep the description under 1000 characters").default(""),
  achievements: z
    .array(
      oneLine(
        z
          .string("Enter the achievement or remove it")
          .trim()
          .min(1, "Enter the achievement or remove it")
          .max(200, "Please keep each achievement under 200 characters"),
      ),
      "Achievements must be a list",
    )
    .max(MAX_ACHIEVEMENTS, `List at most ${MAX_ACHIEVEMENTS} achievements`)
    .default([]),
  photo_url: optionalOwnImageUrl,
  translations: translationsSchema(["name", "position", "description", "achievements.*"]),
});
export type TeamMemberValues = z.output<typeof teamMemberSchema>;

/** What of a team member staff translate. */
export const TEAM_MEMBER_TRANSLATED: readonly TranslatedField[] = [
  { path: "name", label: "Name" },
  { path: "position", label: "Position" },
  { path: "description", label: "Description", multiline: true },
  { path: "achievements.*", label: "Achievement {n}" },
];

/** A team member on the wire. */
export type TeamMemberDto = TeamMemberValues & { id: number; sort_order: number };

/** POST /api/team-members/:id/move and /api/gallery/:id/move. */
export const moveSchema = z.object({ direction: z.enum(["up", "down"], "Direction must be up or down") });
