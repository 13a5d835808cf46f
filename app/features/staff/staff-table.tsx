import type { UserDto } from "#schemas/wire";
import type { StaffResult } from "~/features/staff/staff-action";
import { StaffEntry } from "~/features/staff/staff-entry";
import { TBody, THead, Table, TableCard, Th } from "~/components/ui/table";

/** The accounts: a table on wide screens, a card each on narrower ones (the same controls in both). */
export function StaffTable({ people, meId, onPassword }: { people: UserDto[]; meId: number; onPassword: (r: StaffResult) => void }) {
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
            <StaffEntry key={p.id} layout="row" person={p} people={people} isMe={p.id === meId} onPassword={onPassword} />
          ))}
        </TBody>
      </Table>
      <ul aria-label="Staff accounts" className="divide-y divide-gray-100 md:grid md:grid-cols-2 md:divide-y-0 xl:hidden">
        {people.map((p) => (
          <StaffEntry key={p.id} layout="card" person={p} people={people} isMe={p.id === meId} onPassword={onPassword} />
        ))}
      </ul>
    </TableCard>
  );
}
