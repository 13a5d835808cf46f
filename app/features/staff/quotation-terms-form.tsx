import { useState } from "react";
import { useFetcher } from "react-router";
import { quotationDefaultsInput } from "#schemas/quotations";
import { reportResult } from "~/components/admin/action-result";
import { SaveFooter } from "~/components/admin/save-footer";
import type { SettingsResult } from "~/features/staff/settings-action";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { useEachResult, useFormErrors } from "~/lib/form";

/** The terms printed on every new quotation (each quotation can still change its own). */
export function TermsForm({ terms: stored }: { terms: string }) {
  const [terms, setTerms] = useState(stored);
  const { formRef, errors, validate, show, clear } = useFormErrors();
  const fetcher = useFetcher<SettingsResult>();
  const saving = fetcher.state !== "idle";
  useEachResult(fetcher.data, (result) => reportResult(result, show));
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (saving || !validate(quotationDefaultsInput, { terms })) return;
        void fetcher.submit({ intent: "terms", terms }, { method: "post", encType: "application/json" });
      }}
      className="max-w-2xl"
    >
      <Card as="section" aria-labelledby="quotation-terms-title" className="space-y-5 p-5 sm:p-6">
        <h2 id="quotation-terms-title" className="text-lg font-semibold text-ink">
          Quotation terms
        </h2>
        <Field label="Default terms" error={errors.terms} hint="New quotations start with these terms; each quotation can change its own.">
          <Textarea
            rows={8}
            value={terms}
            onChange={(e) => {
              setTerms(e.target.value);
              clear("terms");
            }}
          />
        </Field>
        <SaveFooter saving={saving} label="Save terms" />
      </Card>
    </form>
  );
}
