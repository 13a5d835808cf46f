import type { BusinessDetails } from "#schemas/business";
import type { FieldErrors } from "~/lib/form";
import { FormSection } from "./content-screen";
import { TextField } from "./page-content-fields";

type Bank = BusinessDetails["bank"];
const NO_BANK: Bank = { accountName: "", accountNumber: "", ifsc: "", bankName: "", upiId: "" };

const BANK_FIELDS = [
  ["accountName", "Bank account name", "As the bank has it"],
  ["accountNumber", "Account number", "Digits only"],
  ["ifsc", "IFSC", "11 characters, e.g. SBIN0001234"],
  ["bankName", "Bank name", "e.g. State Bank of India, Vadodara main branch"],
  ["upiId", "UPI ID", "name@handle, e.g. shreecement@okaxis: tax invoices print a QR code to pay it"],
] as const satisfies readonly (readonly [keyof Bank, string, string])[];

/** Where customers pay: printed on every tax invoice, with a UPI QR code for the balance due. */
export function BankSection({ bank, onChange, errors }: { bank: Bank | undefined; onChange: (bank: Bank) => void; errors: FieldErrors }) {
  const value = bank ?? NO_BANK;
  return (
    <FormSection title="Bank and UPI" description="Tax invoices print the bank account and a UPI QR code for the amount due; leave empty to print none.">
      <div className="grid gap-4 md:grid-cols-2">
        {BANK_FIELDS.map(([key, label, hint]) => (
          <TextField
            key={key}
            label={label}
            hint={hint}
            required={false}
            value={value[key]}
            onChange={(v) => onChange({ ...value, [key]: v })}
            error={errors[`bank.${key}`]}
          />
        ))}
      </div>
    </FormSection>
  );
}
