import { FolderTree, Plus } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_TRANSLATED,
  categoryCreateSchema,
  categoryInUseMessage,
  categorySlugOf,
  categoryUpdateSchema,
  type AdminCategory,
} from "#schemas/categories";
import { adminMeta } from "~/components/admin/admin-meta";
import { ConfirmDialog, loadContent, type SaveResult, ScreenHeading } from "~/features/content/content-screen";
import { DialogFormFooter, useDialogForm } from "~/components/admin/dialog-form";
import { TranslationTabs } from "~/components/admin/translation-tabs";
import { ImageUpload } from "~/components/admin/image-upload";
import { EmptyList } from "~/components/admin/list-states";
import { AwaitRows, RowActions, rowClass, RowsSection, sendRowChange, useRowChanges, type RowChange } from "~/features/content/ordered-collection";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { adminUserContext } from "~/lib/admin-session";
import { formatCountOf } from "#schemas/format";
import type { Translations } from "#schemas/translations";
import type { Route } from "./+types/categories";
import { DialogActions } from "~/components/admin/dialog-actions";

export const meta = () => adminMeta("Categories");

/** Every category in menu order with its product count; only an admin is offered Delete (the API refuses managers). */
export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const me = context.get(adminUserContext);
  const categories = loadContent(request, "categories", "/api/admin/categories");
  return { canDelete: me.role === "admin", categories };
}

/** The form's values: what POST and PATCH take. */
type CategoryValues = { name: string; description: string; image_url: string | null; translations: Translations };

type CategoriesRequest = RowChange<CategoryValues>;

/** Add, change, move or delete a category; the router then reads the list again. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<SaveResult> {
  const body = (await request.json()) as CategoriesRequest;
  const categories = { path: "/api/categories", item: "category", area: "categories", what: "the category", updateMethod: "PATCH" } as const;
  return sendRowChange(body, categories, request.signal);
}

export default function CategoriesScreen({ loaderData }: Route.ComponentProps) {
  const { canDelete, categories } = loaderData;
  const [adding, setAdding] = useState(false);
  return (
    <div className="space-y-6">
      <ScreenHeading
        title="Categories"
        intro="The product categories in the order the site shows them: the Products menu, the search's quick links, the products overview and the category sidebar."
      >
        <Button onClick={() => setAdding(true)} icon={<Plus aria-hidden="true" className="h-4 w-4" />}>
          Add category
        </Button>
      </ScreenHeading>
      <AwaitRows data={categories} what="categories">
        {(rows) => <CategoryList categories={rows} canDelete={canDelete} />}
      </AwaitRows>
      <CategoryDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}

function CategoryList({ categories, canDelete }: { categories: AdminCategory[]; canDelete: boolean }) {
  const changes = useRowChanges<AdminCategory>({ itemName: "category", nameOf: (c) => c.name });
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const { busy, deleting } = changes;
  // After a move the row's buttons are disabled while it saves (focus leaves them): give the focus back to the moved row.
  const refocus = useRef<{ id: number; direction: "up" | "down" } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (busy || !refocus.current) return;
    const { id, direction } = refocus.current;
    refocus.current = null;
    const row = listRef.current?.querySelector(`[data-category-id="${id}"]`);
    const buttons = ["up", "down"].map((d) => row?.querySelector<HTMLButtonElement>(`button[title="Move ${d}"]`));
    const [same, other] = direction === "up" ? buttons : [buttons[1], buttons[0]];
    (same && !same.disabled ? same : other)?.focus();
  }, [busy, categories]);

  if (!categories.length) return <EmptyList icon={FolderTree} text="No categories yet. Add the first one." />;
  return (
    <RowsSection title="All categories, in menu order" hideTitle>
      <ol ref={listRef} className="divide-y divide-gray-100">
        {categories.map((c, i) => (
          <li key={c.id} data-category-id={c.id} className={rowClass("md")}>
            <div className="flex min-w-0 items-start gap-3">
              {c.image_url ? (
                <img src={c.image_url} alt="" width={64} height={48} className="h-12 w-16 shrink-0 rounded-md object-cover ring-1 ring-gray-200" />
              ) : null}
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">
                  <span className="mr-2 text-sm font-normal text-gray-600">{i + 1}.</span>
                  <span>{c.name}</span>
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
                  <Link to={`/admin/products?category=${encodeURIComponent(c.slug)}`} className="text-brand-700 hover:underline">
                    {formatCountOf(c.product_count, "product")}
                  </Link>
                  <span className="break-all">/{c.slug}</span>
                </p>
                {c.description ? <p className="mt-1 line-clamp-2 text-sm text-gray-700">{c.description}</p> : null}
              </div>
            </div>
            <RowActions
              {...changes.actionsOf(c, i, categories.length, canDelete)}
              onMove={(direction) => {
                refocus.current = { id: c.id, direction };
                changes.move(c.id, direction);
              }}
              onEdit={() => setEditing(c)}
              viewHref={`/${encodeURIComponent(c.slug)}`}
            />
          </li>
        ))}
      </ol>
      <CategoryDialog open={editing !== null} category={editing ?? undefined} onClose={() => setEditing(null)} />
      {deleting && deleting.product_count > 0 ? (
        <Dialog open onClose={changes.confirm.onClose} title={`${deleting.name} cannot be deleted yet`}>
          <div className="flex flex-col gap-4">
            <p className="text-sm text-gray-800">{categoryInUseMessage(deleting.name, deleting.product_count)}.</p>
            <DialogActions onCancel={changes.confirm.onClose} cancelLabel="Close">
              <Link to={`/admin/products?category=${encodeURIComponent(deleting.slug)}`} className={buttonClass()}>
                Show its products
              </Link>
            </DialogActions>
          </div>
        </Dialog>
      ) : (
        <ConfirmDialog {...changes.confirm} message={<p>The category leaves the site&apos;s menus, and its page (/{deleting?.slug}) stops working.</p>} />
      )}
    </RowsSection>
  );
}

const EMPTY: CategoryValues = { name: "", description: "", image_url: null, translations: {} };
const valuesOf = (c: AdminCategory | undefined): CategoryValues =>
  c ? { name: c.name, description: c.description, image_url: c.image_url, translations: c.translations ?? {} } : EMPTY;

/** "Add category", or "Edit {name}" with the category's values: name (the address follows it), description and image. */
function CategoryDialog({ open, category, onClose }: { open: boolean; category?: AdminCategory; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={category ? `Edit ${category.name}` : "Add category"}
      description={category ? undefined : "A new category comes last in the menus; move it where it belongs."}
    >
      {/* A fresh form for each category opened. */}
      <CategoryForm key={category?.id ?? "new"} category={category} onDone={onClose} />
    </Dialog>
  );
}

function CategoryForm({ category, onDone }: { category?: AdminCategory; onDone: () => void }) {
  const { formRef, errors, validate, saving, submit, values, set, setValues } = useDialogForm<CategoryValues>(() => valuesOf(category), onDone);
  const slug = categorySlugOf(values.name);
  const renamed = category && slug && slug !== category.slug;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (saving) return;
    const checked = category ? validate(categoryUpdateSchema, values) : validate(categoryCreateSchema, values);
    if (!checked) return;
    const req: CategoriesRequest = category ? { intent: "update", id: category.id, values } : { intent: "create", values };
    submit(req);
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <TranslationTabs value={values} fields={CATEGORY_TRANSLATED} onChange={setValues} errors={errors}>
        <Field
          label="Name"
          required
          error={errors.name}
          hint={
            slug ? (
              <>
                Its page: <span className="font-mono">/{slug}</span>
                {renamed ? <> (the old address /{category.slug} will lead there)</> : null}
              </>
            ) : (
              "The page's address is made from the name."
            )
          }
        >
          <Input autoComplete="off" value={values.name} onChange={(e) => set("name", e.target.value)} />
        </Field>
        <Field
          label="Description"
          error={errors.description}
          hint={`Shown on the category's page and the products overview. ${values.description.length}/${CATEGORY_DESCRIPTION_MAX} characters.`}
        >
          <Textarea rows={4} value={values.description} onChange={(e) => set("description", e.target.value)} />
        </Field>
        <ImageUpload
          label="Category image"
          value={values.image_url}
          onChange={(url) => set("image_url", url)}
          error={errors.image_url}
          hint="Shown on the category's page and its card in the products overview. JPEG, PNG or WebP, up to 5 MB."
        />
      </TranslationTabs>
      <DialogFormFooter saving={saving} onCancel={onDone} saveLabel={category ? "Save changes" : "Add category"} cancelWhileSaving />
    </form>
  );
}
