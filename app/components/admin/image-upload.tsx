import { ImageOff, Trash2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import { api, serverMessageOf } from "~/lib/api";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";

/** What the server takes (POST /api/uploads checks the bytes again). */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];
const MAX_BYTES = 5 * 1024 * 1024;

/** The class of a file input in the admin's forms. */
export const FILE_INPUT_CLASS =
  "block w-full text-sm text-gray-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800";

/**
 * Upload images through POST /api/uploads (field `file`): a file of another type or over 5 MB is
 * refused at once, a refusal or failure is said in a toast naming the file; `upload` answers the
 * stored image's URL (/uploads/<id>-800.webp), or null when it did not succeed.
 */
export function useImageUploader() {
  const upload = useCallback(async (file: File): Promise<string | null> => {
    if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) {
      toast.error(`${file.name}: please choose a JPEG, PNG or WebP image`);
      return null;
    }
    if (file.size > MAX_BYTES) {
      toast.error(`${file.name}: the image must be 5 MB or smaller`);
      return null;
    }
    const body = new FormData();
    body.append("file", file);
    try {
      const answer = await api("POST", "/api/uploads", body, { auth: true });
      return answer.data.url;
    } catch (err) {
      console.error("Failed to upload image", err);
      toast.error(`${file.name}: ${serverMessageOf(err) ?? "the upload failed. Please try again."}`);
      return null;
    }
  }, []);
  return { upload };
}

type ImageUploadProps = {
  /** The file input's label: "Photo", "Slide image". */
  label: string;
  /** The stored image (/uploads/… or /images/…), or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
  required?: boolean;
  hint?: string;
  /** The preview's alternative text (the image's own alt text when the form has one). */
  previewAlt?: string;
};

/**
 * One image of a content form: a file input that uploads at once (the preview shows while it
 * goes), the current image, and "Remove image". The form saves the URL the upload answered.
 */
export function ImageUpload({ label, value, onChange, error, required, hint = "JPEG, PNG or WebP, up to 5 MB.", previewAlt }: ImageUploadProps) {
  const { upload } = useImageUploader();
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const seq = useRef(0);
  useEffect(() => () => void (uploading && URL.revokeObjectURL(uploading)), [uploading]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const n = ++seq.current;
    setUploading(URL.createObjectURL(file));
    const url = await upload(file);
    if (n !== seq.current) return;
    setUploading(null);
    if (fileRef.current) fileRef.current.value = "";
    if (url) {
      onChange(url);
      toast.success("Image uploaded");
    }
  };

  const shown = uploading ?? value;
  return (
    <div className="flex flex-col gap-3">
      <Field label={label} hint={hint} error={error} required={required}>
        <input
          ref={fileRef}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(",")}
          onChange={(e) => void choose(e.target.files?.[0])}
          className={FILE_INPUT_CLASS}
        />
      </Field>
      {shown ? (
        <div className="flex flex-wrap items-end gap-3">
          <ImagePreview src={shown} alt={previewAlt || `Current ${label.toLowerCase()}`} uploading={uploading !== null} />
          {value && !uploading ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                seq.current++;
                onChange(null);
              }}
              aria-label={`Remove ${label.toLowerCase()}`}
              icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
            >
              Remove image
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The preview of an image chosen or stored: the image, or "The image could not be loaded", with
 * "Uploading image..." over it while it uploads. `large` for a form's one main image (a product's).
 */
export function ImagePreview({ src, alt, uploading, large = false }: { src: string; alt: string; uploading: boolean; large?: boolean }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  return (
    <div className={cn("relative overflow-hidden rounded-lg border border-gray-200 bg-gray-100", large ? "w-full max-w-xs" : "w-40")}>
      {failed ? (
        <p className={cn("flex aspect-[4/3] flex-col items-center justify-center text-gray-600", large ? "gap-2 text-sm" : "gap-1 p-2 text-center text-xs")}>
          <ImageOff aria-hidden="true" className={large ? "h-8 w-8" : "h-6 w-6"} />
          The image could not be loaded
        </p>
      ) : (
        <img src={src} alt={alt} className="aspect-[4/3] w-full object-cover" onError={() => setFailed(true)} />
      )}
      {uploading ? (
        <p role="status" className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-2 bg-white/90 py-1 text-xs font-medium text-gray-800">
          <Spinner /> Uploading image...
        </p>
      ) : null}
    </div>
  );
}
