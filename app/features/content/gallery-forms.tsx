/**
 * The Gallery screen's forms: the upload of several images at once (each file goes through
 * POST /api/uploads as it is chosen, then all are added in one request once each has a title, alt
 * text and category), and the edit of one saved image.
 */
import { ImagePlus, Save, Trash2 } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import {
  GALLERY_CATEGORIES,
  GALLERY_CATEGORY_LABELS,
  galleryCreateSchema,
  galleryImageSchema,
  MAX_GALLERY_BATCH,
  type GalleryCategory,
  type GalleryImageDto,
  type GalleryImageValues,
} from "#schemas/gallery";
import { FormSection } from "~/features/content/content-screen";
import { DialogFormFooter, useDialogForm, useSave } from "~/components/admin/dialog-form";
import { ACCEPTED_IMAGE_TYPES, FILE_INPUT_CLASS, ImageUpload, useImageUploader } from "~/components/admin/image-upload";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input, Options, Select } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { formatCountOf } from "#schemas/format";
import { useFormErrors, type FieldErrors } from "~/lib/form";
import { toast } from "~/lib/toast";

/** A first title from a file's name: "yard-pavers_2.jpg" → "Yard pavers 2". */
export function titleFromFileName(name: string): string {
  const words = name
    .replace(/\.[^.]*$/, "")
    .replace(/[-_.]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  return words ? words[0].toUpperCase() + words.slice(1) : "";
}

type Draft = GalleryImageValues & { key: number };

/** "Add images": a multiple file input; each uploaded file becomes a row to describe; one button adds them all. */
export function GalleryUpload() {
  const { upload } = useImageUploader();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [pending, setPending] = useState(0);
  const nextKey = useRef(0);
  const fileRef = useRef<HTMLInputElement>(null);
  const { formRef, errors, validate, show, clear, reset } = useFormErrors();
  const { saving, submit } = useSave(() => {
    setDrafts([]);
    reset();
  }, show);

  async function choose(files: FileList | null) {
    const chosen = Array.from(files ?? []);
    if (fileRef.current) fileRef.current.value = "";
    const room = MAX_GALLERY_BATCH - drafts.length - pending;
    if (chosen.length > room) toast.error(`Add at most ${MAX_GALLERY_BATCH} images at once: ${formatCountOf(Math.max(room, 0), "more image")} fit now`);
    const taken = chosen.slice(0, Math.max(room, 0));
    setPending((n) => n + taken.length);
    // One after another: the server works through uploads a few at a time anyway.
    for (const file of taken) {
      const url = await upload(file);
      setPending((n) => n - 1);
      if (url) setDrafts((d) => [...d, { key: nextKey.current++, image_url: url, title: titleFromFileName(file.name), alt: "", category: "products" }]);
    }
  }

  const change = (key: number, index: number, field: keyof GalleryImageValues, value: string) => {
    setDrafts((d) => d.map((x) => (x.key === key ? { ...x, [field]: value } : x)));
    clear(`images.${index}.${field}`);
  };
  const remove = (key: number) => {
    setDrafts((d) => d.filter((x) => x.key !== key));
    reset();
  };

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (saving || pending) return;
    const values = validate(galleryCreateSchema, { images: drafts.map(({ key: _key, ...v }) => v) });
    if (!values) return;
    submit({ intent: "create", images: values.images });
  }

  return (
    <FormSection title="Add images" description={`Choose up to ${MAX_GALLERY_BATCH} photos at once; give each a title, alt text and category, then add them.`}>
      <Field label="Choose images" hint="JPEG, PNG or WebP, up to 5 MB each. They upload at once and are added to the gallery's end.">
        <input
          ref={fileRef}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(",")}
          disabled={saving}
          onChange={(e) => void choose(e.target.files)}
          className={FILE_INPUT_CLASS}
        />
      </Field>
      {pending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
          <Spinner /> Uploading {formatCountOf(pending, "image")}...
        </p>
      ) : null}
      {drafts.length ? (
        <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
          <ol className="space-y-3">
            {drafts.map((d, i) => (
              <li key={d.key} className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3 md:flex-row">
                <img src={d.image_url} alt={d.alt || `Uploaded image ${i + 1}`} className="aspect-[4/3] w-full rounded-md object-cover md:w-40" />
                <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
                  <DraftFields draft={d} index={i} errors={errors} onChange={(field, value) => change(d.key, i, field, value)} />
                </div>
                <div>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => remove(d.key)}
                    aria-label={`Leave out image ${i + 1}`}
                    icon={<Trash2 aria-hidden="true" className="h-4 w-4 text-red-700" />}
                  >
                    Leave out
                  </Button>
                </div>
              </li>
            ))}
          </ol>
          <div className="flex justify-end">
            <Button type="submit" busy={saving} disabled={pending > 0} icon={<ImagePlus aria-hidden="true" className="h-4 w-4" />}>
              {saving ? "Adding..." : `Add ${formatCountOf(drafts.length, "image")} to the gallery`}
            </Button>
          </div>
        </form>
      ) : null}
    </FormSection>
  );
}

/** Title, alt text and category of one image being added, labelled with its number. */
function DraftFields({
  draft,
  index,
  errors,
  onChange,
}: {
  draft: GalleryImageValues;
  index: number;
  errors: FieldErrors;
  onChange: (field: keyof GalleryImageValues, value: string) => void;
}) {
  const n = index + 1;
  const at = (field: string) => errors[`images.${index}.${field}`];
  return (
    <>
      <Field label={`Title of image ${n}`} required error={at("title")}>
        <Input value={draft.title} onChange={(e) => onChange("title", e.target.value)} />
      </Field>
      <Field label={`Category of image ${n}`} required error={at("category")}>
        <CategorySelect value={draft.category} onChange={(v) => onChange("category", v)} />
      </Field>
      <Field
        label={`Alt text of image ${n}`}
        required
        error={at("alt") ?? at("image_url")}
        hint="What the photo shows, for people who cannot see it."
        className="sm:col-span-2"
      >
        <Input value={draft.alt} onChange={(e) => onChange("alt", e.target.value)} />
      </Field>
    </>
  );
}

function CategorySelect({ value, onChange, ...control }: { value: GalleryCategory; onChange: (v: GalleryCategory) => void }) {
  return (
    <Select value={value} onChange={(e) => onChange(e.target.value as GalleryCategory)} {...control}>
      <Options items={GALLERY_CATEGORIES} label={(c) => GALLERY_CATEGORY_LABELS[c]} />
    </Select>
  );
}

/** "Edit {title}": the image (replace it by uploading another), title, alt text and category. */
export function GalleryImageDialog({ image, onClose }: { image: GalleryImageDto | null; onClose: () => void }) {
  return (
    <Dialog open={image !== null} onClose={onClose} title={image ? `Edit ${image.title}` : "Edit image"}>
      {image ? <EditForm key={image.id} image={image} onDone={onClose} /> : null}
    </Dialog>
  );
}

type EditValues = { image_url: string | null; title: string; alt: string; category: GalleryCategory };

function EditForm({ image, onDone }: { image: GalleryImageDto; onDone: () => void }) {
  const {
    formRef,
    errors,
    validate,
    saving,
    submit,
    values: form,
    set,
  } = useDialogForm<EditValues>({ image_url: image.image_url, title: image.title, alt: image.alt, category: image.category }, onDone);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const values = validate(galleryImageSchema, { ...form, image_url: form.image_url ?? "" });
    if (!values) return;
    submit({ intent: "update", id: image.id, values });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <ImageUpload label="Image" required value={form.image_url} onChange={(url) => set("image_url", url)} error={errors.image_url} previewAlt={form.alt} />
      <Field label="Title" required error={errors.title}>
        <Input value={form.title} onChange={(e) => set("title", e.target.value)} />
      </Field>
      <Field label="Alt text" required error={errors.alt} hint="What the photo shows, for people who cannot see it.">
        <Input value={form.alt} onChange={(e) => set("alt", e.target.value)} />
      </Field>
      <Field label="Category" required error={errors.category}>
        <CategorySelect value={form.category} onChange={(v) => set("category", v)} />
      </Field>
      <DialogFormFooter saving={saving} onCancel={onDone} saveLabel="Save image" icon={<Save aria-hidden="true" className="h-4 w-4" />} />
    </form>
  );
}
