/** Our Clients: four headline figures and the four sectors we serve. */
import type { Translations } from "#schemas/translations";
import clients from "./sectors.json" with { type: "json" };

export const CLIENT_FIGURES: { value: string; label: string; translations?: Translations }[] = clients.figures;

export type Sector = { name: string; clients: string; text: string; projects: string[]; translations?: Translations };

export const SECTORS: Sector[] = clients.sectors;
