/**
 * The product's detail fields (its specifications) in display order, each with its one label: the add-product
 * form, the edit dialog, the view dialog and the public card all name a field the same way.
 * `brand` is not in the public card's display order but the add-product form sends it.
 */
const SPEC_FIELDS = [
  ["material", "Material"],
  ["size", "Dimensions"],
  ["color", "Color"],
  ["density", "Density"],
  ["compressive_strength", "Compressive Strength"],
  ["height", "Height"],
  ["width", "Width"],
  ["shape", "Shape"],
  ["feature", "Feature"],
  ["usage_application", "Usage/Application"],
  ["wall_type", "Wall Type"],
  ["business_type", "Business Type"],
  ["grade", "Grade"],
  ["thermal_conductivity", "Thermal Conductivity"],
  ["water_absorption", "Water Absorption"],
  ["fire_rating", "Fire Rating"],
  ["finishing", "Surface Finish"],
  ["reinforcement", "Reinforcement"],
  ["wire_slots", "Wire Slots"],
  ["application", "Application"],
  ["tolerance", "Tolerance"],
  ["setting_type", "Installation Type"],
  ["surface_finishing", "Surface Finishing"],
  ["weight", "Weight"],
  ["built_type", "Built Type"],
  ["plank_thickness", "Plank Thickness"],
  ["brand", "Brand"],
] as const;

export type SpecKey = (typeof SPEC_FIELDS)[number][0];
export const SPEC_KEYS: readonly SpecKey[] = SPEC_FIELDS.map(([key]) => key);
export const SPEC_LABELS: Record<SpecKey, string> = Object.fromEntries(SPEC_FIELDS) as Record<SpecKey, string>;
export type Specs = Partial<Record<SpecKey, string>>;

/** The Product Details of the add-product form, in the form's order. */
export const FORM_DETAIL_KEYS = [
  "material",
  "size",
  "color",
  "density",
  "compressive_strength",
  "shape",
  "feature",
  "usage_application",
  "brand",
  "grade",
  "thermal_conductivity",
  "water_absorption",
  "finishing",
  "reinforcement",
  "tolerance",
  "setting_type",
  "weight",
] as const satisfies readonly SpecKey[];

/** Every detail field, the add-product form's first: what the edit dialog offers. */
export const ALL_DETAIL_KEYS: readonly SpecKey[] = [...FORM_DETAIL_KEYS, ...SPEC_KEYS.filter((k) => !(FORM_DETAIL_KEYS as readonly SpecKey[]).includes(k))];

export const PRODUCT_STATUSES = ["active", "inactive", "draft"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const STOCK_LEVELS = ["in-stock", "low-stock", "out-of-stock"] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

/** Price unit options (default Piece) and minimum order units (default Pieces). */
export const PRICE_UNITS = ["Piece", "Square Feet", "Cubic Feet", "Kilogram"] as const;
export const MIN_ORDER_UNITS = ["Pieces", "Square Feet", "Cubic Feet", "Kilograms"] as const;

/** A slug: lowercased, each run of non-alphanumerics one hyphen, no leading/trailing hyphen. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Specs that are present, in display order; object-valued specs show their String member. */
export function presentSpecs(product: Record<string, unknown>): { key: SpecKey; label: string; value: string }[] {
  const out: { key: SpecKey; label: string; value: string }[] = [];
  for (const [key, label] of SPEC_FIELDS) {
    const raw = product[key];
    let value: string | undefined;
    if (typeof raw === "string" || typeof raw === "number") value = String(raw);
    else if (raw && typeof raw === "object" && "String" in raw) {
      const s = (raw as { String?: unknown }).String;
      if (typeof s === "string" || typeof s === "number") value = String(s);
    }
    if (value !== undefined && value.trim() !== "") out.push({ key, label, value: value.trim() });
  }
  return out;
}

/** An HSN (or SAC) code for GST: 4, 6 or 8 digits. */
export const HSN_PATTERN = /^(?:\d{4}|\d{6}|\d{8})$/;
export const HSN_MESSAGE = "HSN code must be 4, 6 or 8 digits";
export const GST_RATE_MESSAGE = "GST rate must be 0, 5, 12, 18 or 28 %";
