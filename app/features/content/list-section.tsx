import { RowList, type RowListProps } from "~/components/admin/row-list";
import { FormSection } from "~/features/content/content-screen";
import { listError } from "~/features/content/page-content-fields";
import type { FieldErrors } from "~/lib/form";

/** The fields of a document that are lists. */
type ListField<D> = { [K in keyof D]: D[K] extends unknown[] ? K : never }[keyof D] & string;
type ItemOf<D, K extends keyof D> = D[K] extends (infer I)[] ? I : never;

type ListSectionProps<D, K extends ListField<D>> = Omit<RowListProps<ItemOf<D, K>>, "legend" | "items" | "onChange" | "error"> & {
  title: string;
  description: string;
  /** The list's legend; the section's title when not given. */
  legend?: string;
  /** The document being edited, its change and its messages (DocumentEditor's fields). */
  value: D;
  patch: (changes: Partial<D>) => void;
  errors: FieldErrors;
  /** The document's list this section edits: "phones". */
  field: K;
};

/** A section of a Website screen's document that is one of its lists (addresses, phone numbers, slides), with the list's own message. */
export function ListSection<D, K extends ListField<D>>({ title, description, legend = title, value, patch, errors, field, ...list }: ListSectionProps<D, K>) {
  return (
    <FormSection title={title} description={description}>
      <RowList
        legend={legend}
        items={value[field] as ItemOf<D, K>[]}
        onChange={(items) => patch({ [field]: items } as Partial<D>)}
        error={listError(errors, field)}
        {...list}
      />
    </FormSection>
  );
}
