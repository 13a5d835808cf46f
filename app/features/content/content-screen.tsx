/**
 * The pieces the Website screens share (business details, home page, clients, team, gallery,
 * projects, categories): the screen's heading, the editor of one content document (read by the
 * route's clientLoader, saved by its clientAction), the clientAction's save, and the confirmation
 * of a deletion.
 */
import { Save } from "lucide-react";
import { Suspense, useState, type FormEvent, type ReactNode } from "react";
import { Await, useFetcher } from "react-router";
import type { TranslatedField } from "#schemas/translations";
import { actionFailure, type ActionFailure } from "~/components/admin/action-result";
import { LoadFailed, LoadingSpinner } from "~/components/admin/list-states";
import { TranslationTabs } from "~/components/admin/translation-tabs";
import { settle, type Loaded } from "~/components/admin/route-data";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { api } from "~/lib/api";
import type { ApiAnswer, ApiPath } from "~/lib/api-routes";
import { useEachResult, useFormErrors, type FieldErrors, type FormSchema } from "~/lib/form";
import { toast } from "~/lib/toast";
export { ConfirmDialog } from "~/components/admin/confirm-dialog";

/** A heading and, when there is one, the line under it saying what the screen or section is for. */
function HeadingLines({ heading, text, textClassName }: { heading: ReactNode; text?: string; textClassName: string }) {
  return (
    <div>
      {heading}
      {text ? <p className={textClassName}>{text}</p> : null}
    </div>
  );
}

/** A screen's one <h1> and the line under it saying what it is for. */
export function ScreenHeading({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <HeadingLines heading={<h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>} text={intro} textClassName="mt-1 text-gray-600" />
      {children}
    </div>
  );
}

/**
 * A clientLoader's read of a document or a collection: GET `path`'s `data`, settled (a failure is
 * logged as "Failed to load {what}" and answered as not ok; see settle()).
 */
export function loadContent<P extends ApiPath>(request: Request, what: string, path: P): Promise<Loaded<DataAt<P>>>;
export function loadContent(request: Request, what: string, path: `/api/${string}`): Promise<Loaded<unknown>> {
  return settle(
    what,
    api("GET", path, undefined, { auth: true, signal: request.signal }).then((answer) => answer.data),
  );
}

/** The data of what GET `P` answers (its route's type: the screen that names the path reads it as the server writes it). */
type DataAt<P extends ApiPath> = Extract<ApiAnswer<"GET", P>, { data: unknown }>["data"];

/**
 * The route of a Website screen that edits one document at `path` (the home page, Our Clients):
 * its clientLoader reads it while the screen already shows its heading, its clientAction saves it
 * whole, or deletes one saved entry of its lists at once (useEntryDeletion's request).
 */
export function documentRoute<P extends ApiPath>(path: P, what: string) {
  return {
    clientLoader: ({ request }: { request: Request }) => ({ doc: loadContent(request, what, path) }),
    clientAction: async ({ request }: { request: Request }): Promise<SaveResult> => {
      const body = (await request.json()) as Record<string, unknown>;
      if (body.intent === "delete-entry") return sendEntryDeletion(path, body as EntryDeletionRequest, request.signal);
      return sendChange("PUT", path, body, what, request.signal);
    },
  };
}

/** The body an entry deletion posts to the route's clientAction: the list, the entry's place in the saved document and its name there. */
export type EntryDeletionRequest = { intent: "delete-entry"; list: string; index: number; name: string };

/** The deletion of a saved entry of the document at `path`: DELETE `path/{list}/{index}?name=…` (the name guards against a list changed since). */
function sendEntryDeletion(path: `/api/${string}`, req: EntryDeletionRequest, signal?: AbortSignal): Promise<SaveResult> {
  const index = Number(req.index);
  if (!/^[a-z]+$/.test(String(req.list)) || !Number.isInteger(index) || index < 0) throw new Response("Unknown entry", { status: 400 });
  return sendChange("DELETE", `${path}/${req.list}/${index}?name=${encodeURIComponent(String(req.name))}`, undefined, "the deletion", signal);
}

/** What a Website screen's clientAction answers: the server's message, or what went wrong. */
export type SaveResult = { ok: true; message: string; data?: unknown } | ActionFailure;

/** Statuses whose answers say what to fix: bad input, not allowed, gone, in conflict, too big, too many. */
const SHOWN_STATUSES = [400, 403, 404, 409, 413, 429] as const;

/**
 * A clientAction's change: send the request's JSON body to `path` and answer the server's message,
 * or a failure with its field errors (a network failure or a server error in the screen's own words).
 */
export async function saveDocument(request: Request, method: "POST" | "PUT" | "PATCH" | "DELETE", path: `/api/${string}`, what: string): Promise<SaveResult> {
  const body: unknown = method === "DELETE" ? undefined : await request.json();
  return sendChange(method, path, body, what, request.signal);
}

/** The same for a body already read (a clientAction that picks the path from the body's intent). */
export async function sendChange(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: `/api/${string}`,
  body: unknown,
  what: string,
  signal?: AbortSignal,
): Promise<SaveResult> {
  try {
    const answer = await api(method, path, body, { auth: true, signal });
    return { ok: true, message: answer?.message ?? "Saved", data: answer?.data };
  } catch (err) {
    return actionFailure(err, SHOWN_STATUSES, `Failed to save ${what}. Please try again.`, `Failed to save ${what}`);
  }
}

/** What a document editor hands its fields. */
export type DocumentFields<T> = {
  value: T;
  /** The document as read, before this form's changes. */
  saved: T;
  /** Replace the whole document, or change it from its current value. */
  set: (next: T | ((cur: T) => T)) => void;
  /** Change some top-level fields. */
  patch: (changes: Partial<T>) => void;
  /** Messages by field path (`phones.1.number`), from the browser's check or the server's answer. */
  errors: FieldErrors;
};

/**
 * A content document's form: 'Loading {what}...' while the route's loader reads it, 'Failed to
 * load {what}' with Retry, else the fields. Save checks the values with `schema` (the API's own),
 * then posts them as JSON to the route's clientAction; the server's message is shown in a toast
 * and its field errors under their fields; the router then reads the document again.
 */
export function DocumentEditor<T>({
  data,
  what,
  schema,
  translated,
  children,
}: {
  data: Promise<Loaded<T>> | Loaded<T>;
  /** In lower case, for the states and messages: "business details". */
  what: string;
  schema: FormSchema<T>;
  /** The document's fields staff translate: the form then has tabs English, ગુજરાતી and हिंदी (TranslationTabs). */
  translated?: readonly TranslatedField[];
  children: (fields: DocumentFields<T>) => ReactNode;
}) {
  // The save lives here, outside the form: a save that changed the document rebuilds the form from
  // the document read again, in the same render that brings the save's answer, and the answer
  // (its toast) must not go with the form it came from.
  const form = useFormErrors();
  const fetcher = useFetcher<SaveResult>();
  useEachResult(fetcher.data, (result) => {
    if (result.ok) {
      form.reset();
      toast.success(result.message);
    } else {
      form.show(result.fieldErrors);
      toast.error(result.error);
    }
  });
  return (
    <Suspense fallback={<LoadingSpinner label={`Loading ${what}...`} />}>
      <Await resolve={data}>
        {(loaded) =>
          loaded.ok ? (
            <DocumentForm key={JSON.stringify(loaded.data)} initial={loaded.data} schema={schema} translated={translated} form={form} fetcher={fetcher}>
              {children}
            </DocumentForm>
          ) : (
            <LoadFailed message={`Failed to load ${what}`} />
          )
        }
      </Await>
    </Suspense>
  );
}

function DocumentForm<T>({
  initial,
  schema,
  translated,
  form,
  fetcher,
  children,
}: {
  initial: T;
  schema: FormSchema<T>;
  translated?: readonly TranslatedField[];
  form: ReturnType<typeof useFormErrors>;
  fetcher: ReturnType<typeof useFetcher<SaveResult>>;
  children: (fields: DocumentFields<T>) => ReactNode;
}) {
  const [value, setValue] = useState<T>(initial);
  const saving = fetcher.state !== "idle";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = form.validate(schema, value);
    if (checked === null) {
      toast.error("Please correct the highlighted fields");
      return;
    }
    void fetcher.submit(checked as never, { method: "post", encType: "application/json" });
  };

  const fields: DocumentFields<T> = {
    value,
    saved: initial,
    set: setValue,
    patch: (changes) => setValue((cur) => ({ ...cur, ...changes })),
    errors: form.errors,
  };
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="space-y-6">
      {translated ? (
        <TranslationTabs value={value} fields={translated} onChange={setValue} errors={form.errors}>
          {children(fields)}
        </TranslationTabs>
      ) : (
        children(fields)
      )}
      <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-gray-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
        <Button type="submit" busy={saving} icon={<Save aria-hidden="true" className="h-4 w-4" />}>
          {saving ? "Saving..." : "Save changes"}
        </Button>
      </div>
    </form>
  );
}

/** A Website screen that edits one document: its heading, then the document's form (DocumentEditor), and its `dialogs` outside the form. */
export function DocumentScreen<T>({
  title,
  intro,
  dialogs,
  ...editor
}: {
  title: string;
  intro: string;
  dialogs?: ReactNode;
  data: Promise<Loaded<T>> | Loaded<T>;
  what: string;
  schema: FormSchema<T>;
  translated?: readonly TranslatedField[];
  children: (fields: DocumentFields<T>) => ReactNode;
}) {
  return (
    <div className="space-y-6">
      <ScreenHeading title={title} intro={intro} />
      <DocumentEditor {...editor} />
      {dialogs}
    </div>
  );
}

/** A card of a content form: a titled section of related fields. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card as="section" className="space-y-4 p-4 sm:p-6">
      <HeadingLines heading={<h2 className="text-lg font-semibold text-ink">{title}</h2>} text={description} textClassName="text-sm text-gray-600" />
      {children}
    </Card>
  );
}
