import { KeyRound, ShieldOff, UserCheck, UserX } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { ROLES, type Role } from "#schemas/auth";
import type { UserDto } from "#schemas/wire";
import { DialogActions } from "~/components/admin/dialog-actions";
import { roleName, type StaffRequest, type StaffResult } from "~/features/staff/staff-action";
import { disableQuestion, resetPasswordQuestion, roleChangeQuestion, twoStepResetQuestion, type StaffQuestion } from "~/features/staff/staff-questions";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Options, Select } from "~/components/ui/input";
import { Td, Th } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { formatDate, formatDateTime } from "#schemas/format";
import { useEachResult } from "~/lib/form";
import { toast } from "~/lib/toast";

type PersonProps = { person: UserDto; people: readonly UserDto[]; isMe: boolean; onPassword: (r: StaffResult) => void };
/** A change waiting for the person's yes, and what the dialog asks. */
type Asking = { request: StaffRequest; question: StaffQuestion };

/** One account: its details and, for anyone but oneself, the role, disable/enable, password reset and (when on) a reset of two-step sign-in. */
export function StaffEntry({ layout, person: p, people, isMe, onPassword }: PersonProps & { layout: "row" | "card" }) {
  const fetcher = useFetcher<StaffResult>();
  const [asking, setAsking] = useState<Asking | null>(null);
  const busy = fetcher.state !== "idle";
  const disabled = p.status === "disabled";
  const submit = (req: StaffRequest) => void fetcher.submit(req, { method: "post", encType: "application/json" });
  // Making an Admin, or leaving one admin, is asked first; the list keeps the old role until the change is saved.
  const changeRole = (role: Role) => {
    const request: StaffRequest = { intent: "role", id: p.id, role };
    const question = roleChangeQuestion(p, role, people);
    if (question) setAsking({ request, question });
    else submit(request);
  };

  useEachResult(fetcher.data, (result) => {
    setAsking(null);
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
    <Select aria-label={`Role of ${p.name}`} value={p.role} disabled={busy} onChange={(e) => changeRole(e.target.value as Role)} className="w-32 min-w-32">
      <Options items={ROLES} label={roleName} />
    </Select>
  );
  const badge = "rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap";
  const status = (
    <span className="flex flex-wrap items-center gap-1">
      <span className={cn(badge, disabled ? "bg-red-100 text-red-800" : "bg-green-100 text-green-800")}>{disabled ? "Disabled" : "Active"}</span>
      {p.twoStep ? <span className={cn(badge, "bg-blue-100 text-blue-800")}>Two-step</span> : null}
    </span>
  );
  const lastSignIn = p.lastLoginAt ? <time dateTime={p.lastLoginAt}>{formatDateTime(p.lastLoginAt)}</time> : "Never";
  const created = <time dateTime={p.createdAt}>{formatDate(p.createdAt)}</time>;
  const actions = isMe ? (
    <span className="text-xs text-gray-600">Yours: change it in Settings</span>
  ) : (
    <div className={cn("flex gap-2", layout === "row" ? "flex-col items-stretch" : "flex-wrap")}>
      {/* Enabling goes at once (busy meanwhile); disabling asks first. */}
      <Button
        size="sm"
        variant="secondary"
        {...(disabled
          ? { busy, onClick: () => submit({ intent: "enable", id: p.id }) }
          : { disabled: busy, onClick: () => setAsking({ request: { intent: "disable", id: p.id }, question: disableQuestion(p) }) })}
        aria-label={`${disabled ? "Enable" : "Disable"} ${p.name}`}
        icon={disabled ? <UserCheck aria-hidden="true" className="h-4 w-4" /> : <UserX aria-hidden="true" className="h-4 w-4" />}
      >
        {disabled ? "Enable" : "Disable"}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        aria-label={`Reset password of ${p.name}`}
        icon={<KeyRound aria-hidden="true" className="h-4 w-4" />}
        onClick={() => setAsking({ request: { intent: "reset-password", id: p.id }, question: resetPasswordQuestion(p) })}
      >
        Reset password
      </Button>
      {p.twoStep ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={`Reset two-step sign-in of ${p.name}`}
          icon={<ShieldOff aria-hidden="true" className="h-4 w-4" />}
          onClick={() => setAsking({ request: { intent: "two-step-reset", id: p.id }, question: twoStepResetQuestion(p) })}
        >
          Reset two-step sign-in
        </Button>
      ) : null}
    </div>
  );
  const confirm = (
    <Dialog open={asking !== null} onClose={() => setAsking(null)} title={asking?.question.title ?? ""} description={asking?.question.description}>
      <DialogActions onCancel={() => setAsking(null)}>
        <Button variant={asking?.question.danger ? "danger" : "primary"} busy={busy} onClick={() => asking && submit(asking.request)}>
          {asking?.question.action}
        </Button>
      </DialogActions>
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
