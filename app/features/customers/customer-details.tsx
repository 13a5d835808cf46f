import { useState, type FormEvent } from "react";
import { Save } from "lucide-react";
import { customerInput } from "#schemas/customers";
import type { CustomerDto } from "#schemas/wire";
import { Button } from "~/components/ui/button";
import { LeadCard } from "~/features/leads";
import { useCustomerChange } from "./customer-change";
import { CustomerFields, customerValuesOf, type CustomerValues } from "./customer-fields";

/** The customer's details, editable in place; "Save changes" sends them all. */
export function CustomerDetails({ customer }: { customer: CustomerDto }) {
  const [values, setValues] = useState(() => customerValuesOf(customer));
  // Saved: the form shows what the server kept (a GSTIN in upper case, a number's digits).
  const change = useCustomerChange((saved) => setValues(customerValuesOf(saved)));
  const set = (field: keyof CustomerValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    change.clear(field);
  };
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (change.saving || !change.validate(customerInput, values)) return;
    change.submit({ intent: "update", values });
  }
  return (
    <LeadCard title="Details" id="customer-details-title">
      <form ref={change.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <CustomerFields values={values} set={set} errors={change.errors} />
        <div className="flex justify-end">
          <Button type="submit" busy={change.saving} icon={<Save aria-hidden="true" className="h-4 w-4" />}>
            {change.saving ? "Saving..." : "Save changes"}
          </Button>
        </div>
      </form>
    </LeadCard>
  );
}
