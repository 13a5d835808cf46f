/** Our Clients: four headline figures and the four sectors we serve. */
import clients from "./sectors.json" with { type: "json" };

export const CLIENT_FIGURES: { value: string; label: string }[] = clients.figures;

export type Sector = { name: string; clients: string; text: string; projects: string[] };

export const SECTORS: Sector[] = clients.sectors;
