import { describe, expect, it } from "vitest";
import type { UserDto } from "#schemas/wire";
import { roleChangeQuestion } from "~/features/staff/staff-questions";

let nextId = 1;
const person = (name: string, role: UserDto["role"], status: UserDto["status"] = "active"): UserDto => ({
  id: nextId++,
  email: `${name.toLowerCase().replace(/ /g, ".")}@example.com`,
  name,
  phone: "",
  role,
  createdAt: "2024-01-01T00:00:00.000Z",
  status,
  lastLoginAt: null,
});

describe("roleChangeQuestion", () => {
  const me = person("Asha Rao", "admin");
  const priya = person("Priya Sharma", "manager");
  const ravi = person("Ravi Kumar", "admin");
  const old = person("Old Admin", "admin", "disabled");

  it("asks before making someone an Admin, naming them and what admins may do", () => {
    expect(roleChangeQuestion(priya, "admin", [me, priya, ravi])).toEqual({
      title: "Make Priya Sharma an Admin?",
      description: "Admins can manage staff, delete records and download backups.",
      action: "Make Admin",
    });
  });

  it("asks before making a Manager of one of the last two active admins, saying what they lose and who remains", () => {
    expect(roleChangeQuestion(ravi, "manager", [me, priya, ravi, old])).toEqual({
      title: "Make Ravi Kumar a Manager?",
      description: "Ravi Kumar will no longer be able to manage staff, delete records or download backups. One admin will remain: Asha Rao.",
      action: "Make Manager",
      danger: true,
    });
  });

  it("changes at once when more admins remain, for a disabled admin, and when nothing changes", () => {
    const third = person("Third Admin", "admin");
    expect(roleChangeQuestion(ravi, "manager", [me, ravi, third])).toBeNull();
    expect(roleChangeQuestion(old, "manager", [me, ravi, old])).toBeNull();
    expect(roleChangeQuestion(priya, "manager", [me, priya, ravi])).toBeNull();
  });
});
