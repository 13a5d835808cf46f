/**
 * The UN/CEFACT common code of a unit as staff write it (schema.org `unitCode`, which search
 * engines read in a product's offer): singular or plural, any case; undefined for a unit not
 * known here, so the offer leaves the code out rather than claim a wrong one.
 */
const CODES: Readonly<Record<string, string>> = {
  piece: "H87",
  "square foot": "FTK",
  "sq ft": "FTK",
  "square metre": "MTK",
  "square meter": "MTK",
  "sq m": "MTK",
  "cubic foot": "FTQ",
  "cubic metre": "MTQ",
  "cubic meter": "MTQ",
  metre: "MTR",
  meter: "MTR",
  "running foot": "FOT",
  foot: "FOT",
  kilogram: "KGM",
  kg: "KGM",
  tonne: "TNE",
  ton: "TNE",
  bag: "BG",
  number: "NMB",
  nos: "NMB",
  no: "NMB",
};

/** "Square Feet" → "square foot", "Pieces" → "piece", "Nos." → "nos". */
function singular(unit: string): string {
  const words = unit.trim().toLowerCase().replace(/\.$/, "").split(/\s+/);
  const last = words.pop() ?? "";
  const one = last === "feet" ? "foot" : last !== "nos" && last.length > 3 && last.endsWith("s") ? last.slice(0, -1) : last;
  return [...words, one].join(" ");
}

export function unitCodeOf(unit: string): string | undefined {
  const key = unit.trim().toLowerCase().replace(/\.$/, "");
  return CODES[key] ?? CODES[singular(unit)];
}
