import { adminMeta } from "~/components/admin/admin-meta";
import { settle } from "~/components/admin/route-data";
import { parseStaffRequest, runStaffRequest, type StaffResult } from "~/features/staff/staff-action";
import { StaffScreen } from "~/features/staff/staff-screen";
import { api } from "~/lib/api";
import { adminUserContext } from "~/lib/admin-session";
import type { Route } from "./+types/staff";

export const meta = () => adminMeta("Staff");

/** The accounts, read while the screen already shows its heading; a manager is not asked for them (the API would refuse). */
export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const me = context.get(adminUserContext);
  if (me.role !== "admin") return { me, staff: null };
  const staff = settle("staff", api("GET", "/api/users", undefined, { auth: true, signal: request.signal }));
  return { me, staff };
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<StaffResult> {
  return runStaffRequest(parseStaffRequest(await request.json()), request.signal);
}

export default function StaffPage({ loaderData }: Route.ComponentProps) {
  return <StaffScreen {...loaderData} />;
}
