import { Plus } from "lucide-react";
import { Suspense, useState } from "react";
import { Await } from "react-router";
import type { DataAnswer, UserDto } from "#schemas/wire";
import { AdminOnlyScreen } from "~/components/admin/admin-only";
import { LoadFailed, LoadingSpinner } from "~/components/admin/list-states";
import type { Loaded } from "~/components/admin/route-data";
import { AddStaffDialog } from "~/features/staff/add-staff-dialog";
import type { StaffResult } from "~/features/staff/staff-action";
import { StaffTable } from "~/features/staff/staff-table";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/lib/toast";

/** A password the server made, shown once: to whom it belongs and the words themselves. */
type ShownPassword = { name: string; password: string };

/** The Staff screen: the accounts (an admin's view; a manager is told it is not theirs), adding one, and a generated password shown once. */
export function StaffScreen({ me, staff }: { me: { id: number }; staff: Promise<Loaded<DataAnswer<UserDto[]>>> | null }) {
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<ShownPassword | null>(null);
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
            result?.ok ? <StaffTable people={result.data.data} meId={me.id} onPassword={showPassword} /> : <LoadFailed message="Failed to load staff" />
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
      <p className="text-sm text-gray-700">
        Give this password to {name}. It is shown only now, and it is temporary: they must choose a new one when they first sign in, and it stops working after
        72 hours if unused.
      </p>
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
