import { keepDigits } from "#schemas/input-filters";
import { CountryPicker } from "~/components/ui/country-picker";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useT } from "~/i18n/t";

type MobileFieldProps = {
  label: string;
  /** The number box's id (its label points at it). */
  id: string;
  /** The number's form name: "phone", "mobile". */
  name: string;
  value: string;
  /** The digits typed, at most `maxDigits`. */
  onChange: (digits: string) => void;
  /** How many digits the number may have: 10 unless told (a quotation's country code may allow other lengths). */
  maxDigits?: number;
  countryCode: string;
  /** With it the visitor picks the dial code (CountryPicker); without it the code is shown, fixed. */
  onCountryChange?: (code: string) => void;
  /** The picker's button id, for a label that points at it. */
  countryId?: string;
  required?: boolean;
  error?: string;
  hint?: string;
  placeholder?: string;
};

/** The mobile number of the public forms: the dial code, then ten digits or `maxDigits` (anything else is dropped as it is typed). */
export function MobileField({
  label,
  id,
  name,
  value,
  onChange,
  maxDigits = 10,
  countryCode,
  onCountryChange,
  countryId,
  required,
  error,
  hint,
  placeholder,
}: MobileFieldProps) {
  const t = useT();
  return (
    <Field label={label} required={required} id={id} error={error} hint={hint}>
      {(control) => (
        <div className={onCountryChange ? "flex gap-2" : "flex items-stretch"}>
          {onCountryChange ? (
            <CountryPicker
              id={countryId}
              value={countryCode}
              onChange={onCountryChange}
              label={t("forms.country.label")}
              texts={{ search: t("forms.country.search"), list: t("forms.country.list"), none: t("forms.country.none") }}
            />
          ) : (
            <span aria-hidden="true" className="inline-flex items-center rounded-l-lg border border-r-0 border-gray-300 bg-gray-50 px-3 text-sm text-gray-700">
              {countryCode}
            </span>
          )}
          <Input
            {...control}
            name={name}
            // Autofill of the number without its country code ("tel-national") is allowed on a text box, not on type="tel".
            type="text"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={maxDigits}
            value={value}
            onChange={(e) => onChange(keepDigits(e.target.value, maxDigits))}
            placeholder={placeholder}
            className={onCountryChange ? "h-11 min-w-0 flex-1" : "h-11 min-w-0 flex-1 rounded-l-none"}
          />
        </div>
      )}
    </Field>
  );
}
