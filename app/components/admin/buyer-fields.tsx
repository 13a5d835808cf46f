/** The fields that name a buyer in the admin forms (a quotation's customer, a customer's record): its number and its GSTIN. */
import { phoneLengthText } from "#schemas/phone-numbers";
import { CountryPicker } from "~/components/ui/country-picker";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/** A customer's number in an admin form: the country code's picker, then the national digits (anything else typed is dropped). */
export function PhoneField({
  countryCode,
  phone,
  onCountryCode,
  onPhone,
  error,
  label = "Phone",
}: {
  label?: string;
  countryCode: string;
  phone: string;
  onCountryCode: (code: string) => void;
  onPhone: (digits: string) => void;
  error?: string;
}) {
  return (
    <Field label={label} required error={error}>
      {(control) => (
        <div className="flex gap-2">
          <CountryPicker value={countryCode} onChange={onCountryCode} />
          <Input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={15}
            value={phone}
            onChange={(e) => onPhone(e.target.value.replace(/[^\d]/g, ""))}
            placeholder={phoneLengthText(countryCode)}
            className="h-11 min-w-0 flex-1"
          />
        </div>
      )}
    </Field>
  );
}

/** A GSTIN in an admin form: upper case, spaces dropped as it is typed. */
export function GstinField({ label, value, onChange, error }: { label: string; value: string; onChange: (gstin: string) => void; error?: string }) {
  return (
    <Field label={label} error={error} hint="Optional: 15 characters, starting with the state's code.">
      <Input
        autoComplete="off"
        spellCheck={false}
        maxLength={15}
        value={value}
        onChange={(e) => onChange(e.target.value.toUpperCase().replace(/\s+/g, ""))}
        className="font-mono uppercase"
      />
    </Field>
  );
}
