import { useState } from "react";
import { quotationDefaultsInput } from "#schemas/quotations";
import { SaveFooter } from "~/components/admin/save-footer";
import { useSettingsForm } from "~/features/staff/settings-form";
import { SettingsSection } from "~/components/admin/settings-section";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";

/** The terms printed on every new quotation (each quotation can still change its own). */
export function TermsForm({ terms: stored }: { terms: string }) {
  const [terms, setTerms] = useState(stored);
  const { formRef, errors, edit, saving, onSubmit } = useSettingsForm("terms", quotationDefaultsInput);
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit(() => ({ terms }))} className="max-w-2xl">
      <SettingsSection title="Quotation terms">
        <Field label="Default terms" error={errors.terms} hint="New quotations start with these terms; each quotation can change its own.">
          <Textarea rows={8} value={terms} onChange={edit("terms", setTerms)} />
        </Field>
        <SaveFooter saving={saving} label="Save terms" />
      </SettingsSection>
    </form>
  );
}
