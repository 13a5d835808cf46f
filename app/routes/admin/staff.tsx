import { KeyRound, Plus, UserCheck, UserX } from "lucide-react";
import { Suspense, useState, type FormEvent } from "react";
import { Await, useFetcher, useRevalidator } from "react-router";
import { createUserSchema, ROLES, type Role } from "#schemas/auth";
import type { DataAnswer, UserDto } from "#schemas/wire";
import { AdminOnlyScreen } from "~/components/admin/admin-only";
import { adminMeta } from "~/components/admin/admin-meta";
import { LoadError, LoadingSpinner } from "~/components/admin/list-states";
import { PasswordInput } from "~/features/staff/password-input";
import { PasswordRequirements } from "~/features/staff/password-requirements";
import { settle } from "~/components/admin/route-data";
import { parseStaffRequest, roleName, runStaffRequest, type StaffRequest, type StaffResult } from "~/features/staff/staff-action";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input, Options, Select } from "~/components/ui/input";
import { api } from "~/lib/api";
import { adminUserContext } from "~/lib/admin-session";
import { cn } from "~/lib/cn";
import { formatDate, formatDateTime } from "#schemas/format";
import { useEachResult, useFormErrors } from "~/lib/form";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/staff";
import { TBody, THead, Table, TableCard, Td, Th } from "~/components/ui/table";

export const meta = () => adminMeta("Staff");

/** The accounts, read while the screen already shows its heading; a manager is not asked for them (the API would refuse). */
export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const me = context.get(adminUserContext);
  if (me.role !== "admin") return { me, staff: null };
  const staff = settle("staff", api<DataAnswer<UserDto[]>>("GET", "/api/users", undefined, { auth: true, signal: request.signal }));
  return { me, staff };
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<StaffResult> {
  return runStaffRequest(parseStaffRequest(await request.json()), request.signal);
}

/** A password the server made, shown once: to whom it belongs and the words themselves. */
type ShownPassword = { name: string; password: string };

export default function StaffPage({ loaderData }: Route.ComponentProps) {
  const { me, staff } = loaderData;
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<ShownPassword | null>(null);
  const revalidator = useRevalidator();
  const showPassword = (result: StaffResult) => {
    if (result.ok && result.generatedPassword) setShown({ name: result.user.name, password: result.generatedPassword });
  };

  return (
    <AdminOnlyScreen title="Staff" intro="Who can sign in to the admin panel, and what they may do" allowed={staff !== null}>
      <div className="flex justify-end">
        <Button onClick={() => setAdding(true)} icon={<Plus aria-hidden="true" className="h-4 w-4" />}>
          Add staff member
        </Button>
      </div>
      <Suspense fallback={<LoadingSpinner label="Loading staff..." />}>
        <Await resolve={staff}>
          {(result) =>
            result?.ok ? (
              <StaffTable people={result.data.data} meId={me.id} onPassword={showPassword} />
            ) : (
              <LoadError message="Failed to load staff" onRetry={() => void revalidator.revalidate()} retrying={revalidator.state === "loading"} />
            )
          }
        </Await>
      </Suspense>
      <AddStaffDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(result) => {
          setAdding(false);
          showPassword(result);
        }}
      />
      <Dialog open={shown !== null} onClose={() => setShown(null)} title={`Password for ${shown?.name ?? ""}`}>
        {shown ? <PasswordOnce {...shown} onDone={() => setShown(null)} /> : null}
      </Dialog>
    </AdminOnlyScreen>
  );
}

/** A generated password with a way to copy it; the server keeps only its hash, so this is the one time it is seen. */
function PasswordOnce({ name, password, onDone }: ShownPassword & { onDone: () => void }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700">Give this password to {name}. It is shown only now; they can change it under Settings after signing in.</p>
      <Field label="Password">
        <Input readOnly value={password} className="font-mono" onFocus={(e) => e.currentTarget.select()} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(password).then(
              () => toast.success("Password copied"),
              () => toast.error("Copy it by hand: the browser refused"),
            )
          }
        >
          Copy password
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

type PersonProps = { person: UserDto; isMe: boolean; onPassword: (r: StaffResult) => void };

/** The accounts: a table on wide screens, a card each on narrower ones (the same controls in both). */
function StaffTable({ people, meId, onPassword }: { people: UserDto[]; meId: number; onPassword: (r: StaffResult) => void }) {
  return (
    <TableCard title="Staff accounts" hideTitle>
      <Table className="hidden xl:table">
        <THead>
          {["Name", "E-mail and phone", "Role", "Status", "Last sign-in", "Created", "Actions"].map((h) => (
            <Th key={h} className="align-bottom">
              {h}
            </Th>
          ))}
        </THead>
        <TBody>
          {people.map((p) => (
            <StaffEntry key={p.id} layout="row" person={p} isMe={p.id === meId} onPassword={onPassword} />
          ))}
        </TBody>
      </Table>
      <ul aria-label="Staff accounts" className="divide-y divide-gray-100 md:grid md:grid-cols-2 md:divide-y-0 xl:hidden">
        {people.map((p) => (
          <StaffEntry key={p.id} layout="card" person={p} isMe={p.id === meId} onPassword={onPassword} />
        ))}
      </ul>
    </TableCard>
  );
}

/** One account: its details and, for anyone but oneself, the role, disable/enable and password reset. */
function StaffEntry({ layout, person: p, isMe, onPassword }: PersonProps & { layout: "row" | "card" }) {
  const fetcher = useFetcher<StaffResult>();
  const [confirming, setConfirming] = useState<"disable" | "reset-password" | null>(null);
  const busy = fetcher.state !== "idle";
  const disabled = p.status === "disabled";
  const submit = (req: StaffRequest) => void fetcher.submit(req, { method: "post", encType: "application/json" });

  useEachResult(fetcher.data, (result) => {
    setConfirming(null);
    if (result.ok) {
      toast.success(result.message);
      onPassword(result);
    } else if (result.error) toast.error(result.error);
  });

  const name = (
    <>
      {p.name}
      {isMe ? <span className="ml-1 text-xs font-normal text-gray-600">(you)</span> : null}
    </>
  );
  const contact = (
    <>
      <span className="block">{p.email}</span>
      <span className="block text-gray-600">{p.phone || "No phone"}</span>
    </>
  );
  const role = isMe ? (
    roleName(p.role)
  ) : (
    <Select
      aria-label={`Role of ${p.name}`}
      value={p.role}
      disabled={busy}
      onChange={(e) => submit({ intent: "role", id: p.id, role: e.target.value as Role })}
      className="w-32 min-w-32"
    >
      <Options items={ROLES} label={roleName} />
    </Select>
  );
  const status = (
    <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", disabled ? "bg-red-100 text-red-800" : "bg-green-100 text-green-800")}>
      {disabled ? "Disabled" : "Active"}
    </span>
  );
  const lastSignIn = p.lastLoginAt ? <time dateTime={p.lastLoginAt}>{formatDateTime(p.lastLoginAt)}</time> : "Never";
  const created = <time dateTime={p.createdAt}>{formatDate(p.createdAt)}</time>;
  const actions = isMe ? (
    <span className="text-xs text-gray-600">Yours: change it in Settings</span>
  ) : (
    <div className={cn("flex gap-2", layout === "row" ? "flex-col items-stretch" : "flex-wrap")}>
      {disabled ? (
        <Button
          size="sm"
          variant="secondary"
          busy={busy}
          aria-label={`Enable ${p.name}`}
          icon={<UserCheck aria-hidden="true" className="h-4 w-4" />}
          onClick={() => submit({ intent: "enable", id: p.id })}
        >
          Enable
        </Button>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={`Disable ${p.name}`}
          icon={<UserX aria-hidden="true" className="h-4 w-4" />}
          onClick={() => setConfirming("disable")}
        >
          Disable
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        aria-label={`Reset password of ${p.name}`}
        icon={<KeyRound aria-hidden="true" className="h-4 w-4" />}
        onClick={() => setConfirming("reset-password")}
      >
        Reset password
      </Button>
    </div>
  );
  const confirm = (
    <Dialog
      open={confirming !== null}
      onClose={() => setConfirming(null)}
      title={confirming === "disable" ? `Disable ${p.name}?` : `Reset the password of ${p.name}?`}
      description={
        confirming === "disable"
          ? "They are signed out everywhere at once and cannot sign in until the account is enabled again."
          : "Their current password stops working and they are signed out everywhere. A new password is shown once."
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setConfirming(null)}>
          Cancel
        </Button>
        <Button variant={confirming === "disable" ? "danger" : "primary"} busy={busy} onClick={() => confirming && submit({ intent: confirming, id: p.id })}>
          {confirming === "disable" ? "Disable account" : "Reset password"}
        </Button>
      </div>
    </Dialog>
  );

  if (layout === "card")
    return (
      <li aria-label={p.name} className={cn("space-y-3 px-4 py-4 text-sm md:border-b md:border-gray-100 md:odd:border-r", disabled && "bg-gray-50")}>
        <div className="flex items-start justify-between gap-3">
          <p className="font-semibold text-ink">{name}</p>
          {status}
        </div>
        <p className="[overflow-wrap:anywhere]">{contact}</p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
          <div className="col-span-2">
            <dt className="text-xs text-gray-600">Role</dt>
            <dd className="mt-1">{role}</dd>
          </div>
          <div>
            <dt className="text-xs text-gray-600">Last sign-in</dt>
            <dd>{lastSignIn}</dd>
          </div>
          <div>
            <dt className="text-xs text-gray-600">Created</dt>
            <dd>{created}</dd>
          </div>
        </dl>
        {actions}
        {confirm}
      </li>
    );
  return (
    <tr className={cn("align-middle", disabled && "bg-gray-50 text-gray-600")}>
      <Th scope="row" className="font-semibold text-ink">
        {name}
      </Th>
      <Td className="[overflow-wrap:anywhere]">{contact}</Td>
      <Td>{role}</Td>
      <Td>{status}</Td>
      <Td>{lastSignIn}</Td>
      <Td>{created}</Td>
      <Td>
        {actions}
        {confirm}
      </Td>
    </tr>
  );
}

const EMPTY = { name: "", email: "", phone: "", role: "manager" as Role, password: "" };

/** "Add staff member": name, e-mail, phone, role and a first password, or one the server makes and shows once. */
function AddStaffDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (r: StaffResult) => void }) {
  const [form, setForm] = useState(EMPTY);
  const [generate, setGenerate] = useState(false);
  const { formRef, errors, validate, show, clear, reset } = useFormErrors();
  const fetcher = useFetcher<StaffResult>();
  const saving = fetcher.state !== "idle";
  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(field);
  };
  const close = () => {
    setForm(EMPTY);
    setGenerate(false);
    reset();
    onClose();
  };

  useEachResult(fetcher.data, (result) => {
    if (result.intent !== "create") return;
    if (result.ok) {
      toast.success(result.message);
      setForm(EMPTY);
      setGenerate(false);
      reset();
      onAdded(result);
      return;
    }
    if (result.fieldErrors) show(result.fieldErrors);
    if (result.error) toast.error(result.error);
  });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (saving) return;
    const values = validate(createUserSchema, { ...form, password: generate ? "" : form.password });
    if (!values) return;
    // An empty password asks the server for one; here that is the checkbox's choice, not a forgotten field.
    if (!generate && !form.password) {
      show({ password: "Enter a first password, or choose to generate one" });
      return;
    }
    void fetcher.submit({ intent: "create", values } satisfies StaffRequest, { method: "post", encType: "application/json" });
  }

  return (
    <Dialog open={open} onClose={close} title="Add staff member" description="They sign in with this e-mail address and password.">
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label="Name" required error={errors.name}>
          <Input autoComplete="off" value={form.name} onChange={(e) => set("name")(e.target.value)} />
        </Field>
        <Field label="Email" required error={errors.email}>
          <Input type="email" autoComplete="off" value={form.email} onChange={(e) => set("email")(e.target.value)} />
        </Field>
        <Field label="Phone" error={errors.phone}>
          <Input type="tel" autoComplete="off" value={form.phone} onChange={(e) => set("phone")(e.target.value)} />
        </Field>
        <Field label="Role" required error={errors.role}>
          <Select value={form.role} onChange={(e) => set("role")(e.target.value)}>
            <Options items={ROLES} label={roleName} />
          </Select>
        </Field>
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            checked={generate}
            onChange={(e) => {
              setGenerate(e.target.checked);
              clear("password");
            }}
            className="h-4 w-4 rounded border-gray-300 accent-brand-700"
          />
          Generate a password (shown once after saving)
        </label>
        {generate ? null : (
          <>
            <Field label="Password" required error={errors.password}>
              <PasswordInput autoComplete="new-password" value={form.password} onChange={(e) => set("password")(e.target.value)} />
            </Field>
            {form.password ? <PasswordRequirements password={form.password} /> : null}
          </>
        )}
        <div className="flex flex-col-reverse gap-2 border-t border-gray-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" busy={saving}>
            {saving ? "Adding..." : "Add staff member"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
