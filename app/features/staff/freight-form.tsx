import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { FREIGHT_LIMITS, freightSchema, type Freight } from "#schemas/freight";
import { SaveFooter } from "~/components/admin/save-footer";
import { useSettingsForm } from "~/features/staff/settings-form";
import { Button } from "~/components/ui/button";
import { SettingsSection } from "~/components/admin/settings-section";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/** A truck type as the form edits it: the numbers as typed. */
type TruckRow = { key: number; name: string; loadTonnes: string; ratePerKm: string; minimumCharge: string };
type NumberKey = "loadTonnes" | "ratePerKm" | "minimumCharge";

const NUMBER_FIELDS: { key: NumberKey; label: string; step: string }[] = [
  { key: "loadTonnes", label: "Load (tonnes)", step: "any" },
  { key: "ratePerKm", label: "Rate per km (₹)", step: "any" },
  { key: "minimumCharge", label: "Minimum charge (₹)", step: "1" },
];

let nextKey = 1;
const rowOf = (t?: Freight["trucks"][number]): TruckRow => ({
  key: nextKey++,
  name: t?.name ?? "",
  loadTonnes: t ? String(t.loadTonnes) : "",
  ratePerKm: t ? String(t.ratePerKm) : "",
  minimumCharge: t ? String(t.minimumCharge) : "",
});
/** A typed number: empty is missing (the schema then says what to enter). */
const numberOf = (v: string) => (v.trim() === "" ? undefined : Number(v));

/**
 * Settings, "Freight": the truck types the estimate compares (name, load, rate per km, minimum
 * charge) and the road factor that turns the straight-line distance into a road distance; saved
 * with one button, checked with the API's schema.
 */
export function FreightForm({ freight }: { freight: Freight }) {
  const [roadFactor, setRoadFactor] = useState(String(freight.roadFactor));
  const [rows, setRows] = useState<TruckRow[]>(() => freight.trucks.map(rowOf));
  const { formRef, errors, clear, edit, saving, onSubmit } = useSettingsForm("freight", freightSchema);

  const setCell = (key: number, field: keyof Omit<TruckRow, "key">, value: string, i: number) => {
    setRows((cur) => cur.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
    clear(`trucks.${i}.${field}`);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit(() => ({
        roadFactor: numberOf(roadFactor),
        trucks: rows.map((r) => ({
          name: r.name,
          loadTonnes: numberOf(r.loadTonnes),
          ratePerKm: numberOf(r.ratePerKm),
          minimumCharge: numberOf(r.minimumCharge),
        })),
      }))}
      className="max-w-3xl"
    >
      <SettingsSection
        title="Freight"
        description="The product page's instant estimate works out the trucks needed and their cost from the factory's PIN code (Business details) to the buyer's."
      >
        <Field
          label="Road factor"
          required
          error={errors.roadFactor}
          hint="Road distance = straight-line distance × this factor (from 1 to 3; 1.3 suits most of India)"
          className="max-w-xs"
        >
          <Input type="number" inputMode="decimal" min="1" max="3" step="0.05" value={roadFactor} onChange={edit("roadFactor", setRoadFactor)} />
        </Field>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-ink">Truck types</legend>
          {errors.trucks && !Object.keys(errors).some((k) => k.startsWith("trucks.")) ? <p className="text-sm text-red-700">{errors.trucks}</p> : null}
          {rows.length === 0 ? <p className="text-sm text-gray-600">No truck types: the estimate shows no freight.</p> : null}
          <ol className="space-y-3">
            {rows.map((row, i) => {
              const which = <span className="sr-only">, truck type {i + 1}</span>;
              return (
                <li
                  key={row.key}
                  className="grid gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-start"
                >
                  <Field label={<>Name{which}</>} required error={errors[`trucks.${i}.name`]}>
                    <Input type="text" maxLength={60} value={row.name} onChange={(e) => setCell(row.key, "name", e.target.value, i)} />
                  </Field>
                  {NUMBER_FIELDS.map((f) => (
                    <Field
                      key={f.key}
                      label={
                        <>
                          {f.label}
                          {which}
                        </>
                      }
                      required
                      error={errors[`trucks.${i}.${f.key}`]}
                    >
                      <Input
                        type="number"
                        inputMode="decimal"
                        min="0"
                        step={f.step}
                        value={row[f.key]}
                        onChange={(e) => setCell(row.key, f.key, e.target.value, i)}
                      />
                    </Field>
                  ))}
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setRows((cur) => cur.filter((r) => r.key !== row.key))}
                    icon={<Trash2 aria-hidden="true" className="h-3.5 w-3.5" />}
                    className="self-end border border-red-300 text-red-700 hover:bg-red-50 lg:mt-7"
                  >
                    Remove<span className="sr-only"> truck type {i + 1}</span>
                  </Button>
                </li>
              );
            })}
          </ol>
          {rows.length < FREIGHT_LIMITS.trucks ? (
            <Button variant="secondary" size="sm" onClick={() => setRows((cur) => [...cur, rowOf()])} icon={<Plus aria-hidden="true" className="h-4 w-4" />}>
              Add truck type
            </Button>
          ) : null}
        </fieldset>
        <SaveFooter saving={saving} label="Save freight" />
      </SettingsSection>
    </form>
  );
}
