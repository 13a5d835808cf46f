import { RowList, type RowListProps } from "~/components/admin/row-list";
import { FormSection, type DocumentFields } from "~/features/content/content-screen";
import { listError, TextAreaField, TextField } from "~/features/content/page-content-fields";
import type { FieldErrors } from "~/lib/form";

/** The fields of a document that are lists. */
type ListField<D> = { [K in keyof D]: D[K] extends unknown[] ? K : never }[keyof D] & string;
type ItemOf<D, K extends keyof D> = D[K] extends (infer I)[] ? I : never;

/** A document being edited, its change and its messages (DocumentEditor's fields). */
type EditedDocument<D> = Pick<DocumentFields<D>, "value" | "patch" | "errors">;

/** A RowList's entries, their change and the list's own message, bound to the document's list `field`. */
export function listOf<D, K extends ListField<D>>({ value, patch, errors }: EditedDocument<D>, field: K) {
  return {
    items: value[field] as ItemOf<D, K>[],
    onChange: (items: ItemOf<D, K>[]) => patch({ [field]: items } as Partial<D>),
    error: listError(errors, field),
  };
}

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
      <RowList legend={legend} {...listOf({ value, patch, errors }, field)} {...list} />
    </FormSection>
  );
}

/** The fields of a document that are lists of plain texts. */
type TextListField<D> = { [K in keyof D]: D[K] extends string[] ? K : never }[keyof D] & string;

/**
 * A document's list of plain texts (story paragraphs, Why Us points, a project's challenges): one
 * field per entry named after it ("Paragraph 2"), a text area of `rows` lines or, without `rows`, one line.
 */
export function TextListRows<D, K extends TextListField<D>>({
  fields: { value, patch, errors },
  field,
  rows,
  required = true,
  ...list
}: Pick<RowListProps<string>, "legend" | "itemName" | "min" | "max"> & {
  fields: EditedDocument<D>;
  field: K;
  rows?: number;
  required?: boolean;
}) {
  return (
    <RowList
      {...list}
      items={value[field] as string[]}
      onChange={(items) => patch({ [field]: items } as Partial<D>)}
      newItem={() => ""}
      error={listError(errors, field)}
    >
      {(text, i, set) => {
        const entry = {
          label: `${list.itemName[0].toUpperCase()}${list.itemName.slice(1)} ${i + 1}`,
          required,
          value: text,
          onChange: set,
          error: errors[`${field}.${i}`],
        };
        return rows ? <TextAreaField rows={rows} {...entry} /> : <TextField {...entry} />;
      }}
    </RowList>
  );
}
