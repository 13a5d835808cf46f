import { useFetcher } from "react-router";
import type { CustomerDto } from "#schemas/wire";
import { reportResult } from "~/components/admin/action-result";
import { useEachResult, useFormErrors } from "~/lib/form";
import type { CustomerRequest, CustomerResult } from "./customer-action";

/**
 * One fetcher of the customer page's action with its form's errors: `submit(req)` sends a change;
 * its answer is said in a toast, its field errors shown under their fields, and `onDone` gets the
 * customer as saved after a success.
 */
export function useCustomerChange(onDone?: (customer: CustomerDto) => void) {
  const fetcher = useFetcher<CustomerResult>();
  const form = useFormErrors();
  useEachResult(fetcher.data, (result) => reportResult(result, form.show, () => result.ok && onDone?.(result.customer)));
  return {
    ...form,
    saving: fetcher.state !== "idle",
    submit: (req: CustomerRequest) => void fetcher.submit(req as never, { method: "post", encType: "application/json" }),
  };
}
