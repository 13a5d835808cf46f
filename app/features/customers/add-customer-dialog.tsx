import { useState, type FormEvent } from "react";
import { useFetcher, useNavigate } from "react-router";
import { newCustomerInput } from "#schemas/customers";
import { reportResult } from "~/components/admin/action-result";
import { DialogFormFooter } from "~/components/admin/dialog-form";
import { Dialog } from "~/components/ui/dialog";
import { useEachResult, useFormErrors } from "~/lib/form";
import type { CustomerRequest, CustomerResult } from "./customer-action";
import { blankCustomer, blankSite, CustomerFields, SiteFields, type CustomerValues, type SiteValues } from "./customer-fields";

/** The site is sent only when one of its fields is filled: a customer may have none yet. */
const siteGiven = (s: SiteValues) => Object.values(s).some((v) => v.trim() !== "");

/** "Add customer": the customer's fields and, optionally, a first delivery site; the customer's page opens once it is added. */
export function AddCustomerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState(blankCustomer);
  const [site, setSite] = useState(blankSite);
  const { formRef, errors, validate, show, clear, reset } = useFormErrors();
  const fetcher = useFetcher<CustomerResult>();
  const navigate = useNavigate();
  const saving = fetcher.state !== "idle";
  const close = () => {
    setValues(blankCustomer());
    setSite(blankSite());
    reset();
    onClose();
  };

  useEachResult(fetcher.data, (result) => {
    if (result.intent !== "create") return;
    reportResult(result, show, () => {
      if (result.ok) void navigate(`/admin/customers/${result.customer.id}`);
    });
  });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (saving) return;
    const body = { ...values, sites: siteGiven(site) ? [site] : [] };
    if (!validate(newCustomerInput, body)) return;
    void fetcher.submit({ intent: "create", values: body } satisfies CustomerRequest, { method: "post", encType: "application/json" });
  }

  return (
    <Dialog open={open} onClose={close} title="Add customer" description="One record per buyer: its details and where its goods go." className="max-w-3xl">
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
        <CustomerFields
          values={values}
          errors={errors}
          set={(field: keyof CustomerValues, value: string) => {
            setValues((v) => ({ ...v, [field]: value }));
            clear(field);
          }}
        />
        <fieldset className="space-y-3 border-t border-gray-200 pt-4">
          <legend className="text-sm font-semibold text-gray-800">Delivery site (optional)</legend>
          <SiteFields
            values={site}
            errors={errors}
            errorPath="sites.0."
            set={(field, value) => {
              setSite((s) => ({ ...s, [field]: value }));
              clear(`sites.0.${field}`);
            }}
          />
        </fieldset>
        <DialogFormFooter saving={saving} onCancel={close} saveLabel="Add customer" savingLabel="Adding..." cancelWhileSaving />
      </form>
    </Dialog>
  );
}
