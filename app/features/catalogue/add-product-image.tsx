import { Trash2, Upload } from "lucide-react";
import { useEffect, useRef } from "react";
import { api, serverMessageOf } from "~/lib/api";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { ACCEPTED_IMAGE_TYPES as ACCEPTED, FILE_INPUT_CLASS, ImagePreview } from "~/components/admin/image-upload";

const MAX_BYTES = 5 * 1024 * 1024;

export interface ImageValue {
  /** Local preview of a chosen file (an object URL). */
  preview: string;
  /** Where the server stored the upload (/uploads/...). */
  uploadedUrl: string;
  uploading: boolean;
  /** The alternative: an address typed by hand. */
  urlInput: string;
}

export const EMPTY_IMAGE: ImageValue = { preview: "", uploadedUrl: "", uploading: false, urlInput: "" };

/** The image the product is saved with: the upload, else the typed address, else none. */
export function imageUrlOf(v: ImageValue): string | null {
  return v.uploadedUrl || v.urlInput.trim() || null;
}

/**
 * Product image: a file, previewed at once and uploaded (POST /api/uploads, field `file`), or an
 * image address instead. Either can be removed.
 */
export function ProductImageField({
  value,
  onChange,
  error,
}: {
  value: ImageValue;
  onChange: (v: ImageValue | ((cur: ImageValue) => ImageValue)) => void;
  error?: string;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const uploadSeq = useRef(0);

  // Free the object URL when the preview changes or the form goes away.
  useEffect(() => {
    const url = value.preview;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [value.preview]);

  const shown = value.preview || (/^(https?:\/\/|\/uploads\/|\/images\/)/i.test(value.urlInput.trim()) ? value.urlInput.trim() : "");

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) {
      toast.error("Please choose a JPEG, PNG or WebP image");
      if (fileRef.current) fileRef.current.value = "";
      return;
    }
    if (file.size > MAX_BYTES) {
      toast.error("The image must be 5 MB or smaller");
      if (fileRef.current) fileRef.current.value = "";
      return;
    }
    const n = ++uploadSeq.current;
    onChange({ preview: URL.createObjectURL(file), uploadedUrl: "", uploading: true, urlInput: "" });
    const body = new FormData();
    body.append("file", file);
    try {
      const answer = await api("POST", "/api/uploads", body, { auth: true });
      if (n !== uploadSeq.current) return;
      onChange((cur) => ({ ...cur, uploadedUrl: answer.data.url, uploading: false }));
      toast.success("Image uploaded successfully!");
    } catch (err) {
      if (n !== uploadSeq.current) return;
      console.error("Failed to upload image", err);
      toast.error(serverMessageOf(err) ?? "Failed to upload image. Please try again.");
      onChange(EMPTY_IMAGE);
      if (fileRef.current) fileRef.current.value = "";
    }
  };

  const remove = () => {
    uploadSeq.current++;
    onChange(EMPTY_IMAGE);
    if (fileRef.current) fileRef.current.value = "";
  };

  return (
    <div className="flex flex-col gap-4">
      <Field label="Upload Image" hint="JPEG, PNG or WebP, up to 5 MB.">
        <input ref={fileRef} type="file" accept={ACCEPTED.join(",")} onChange={(e) => void choose(e.target.files?.[0])} className={FILE_INPUT_CLASS} />
      </Field>

      <Field label="Or use an image URL" hint="An image of this site, such as /images/products/…" error={error}>
        <Input
          type="text"
          inputMode="url"
          placeholder="/images/…"
          value={value.urlInput}
          onChange={(e) => {
            const urlInput = e.target.value;
            if (value.preview || value.uploadedUrl) {
              uploadSeq.current++;
              if (fileRef.current) fileRef.current.value = "";
              onChange({ ...EMPTY_IMAGE, urlInput });
            } else onChange((cur) => ({ ...cur, urlInput }));
          }}
        />
      </Field>

      {shown ? (
        <figure className="flex flex-col gap-2">
          <ImagePreview src={shown} alt="Preview of the product image" uploading={value.uploading} large />
          <figcaption className="flex flex-wrap items-center gap-3 text-xs text-gray-600">
            {value.uploadedUrl ? (
              <span className="inline-flex items-center gap-1">
                <Upload aria-hidden="true" className="h-3.5 w-3.5" /> Uploaded
              </span>
            ) : null}
            <Button
              size="sm"
              variant="ghost"
              onClick={remove}
              icon={<Trash2 aria-hidden="true" className="h-3.5 w-3.5" />}
              className="border border-red-300 text-xs text-red-700 hover:bg-red-50"
            >
              Remove image
            </Button>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
