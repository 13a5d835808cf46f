import type { FormEvent } from "react";
import { useFetcher } from "react-router";
import { reportResult } from "~/components/admin/action-result";
import type { SettingsResult } from "~/features/staff/settings-action";
import { useEachResult, useFormErrors, type FormSchema } from "~/lib/form";

/**
 * A Settings card's form saved through the screen's clientAction under `intent`: the values are
 * checked with `schema` (the API's messages under each field) and sent as JSON; the answer is said
 * in a toast and its field messages shown.
 */
export function useSettingsForm<T extends object>(intent: string, schema: FormSchema<T>) {
  const { formRef, errors, validate, show, clear, edit } = useFormErrors();
  const fetcher = useFetcher<SettingsResult>();
  const saving = fetcher.state !== "idle";
  useEachResult(fetcher.data, (result) => reportResult(result, show));
  /** The form's submit handler: checks and sends what `values` answers at that moment. */
  const onSubmit = (values: () => unknown) => (e: FormEvent) => {
    e.preventDefault();
    const data = saving ? null : validate(schema, values());
    if (data) void fetcher.submit({ intent, ...data }, { method: "post", encType: "application/json" });
  };
  return { formRef, errors, clear, edit, saving, onSubmit };
}
