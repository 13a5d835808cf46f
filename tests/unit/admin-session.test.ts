import { describe, expect, it } from "vitest";
import { loginPathFor, safeAdminRedirect } from "~/lib/admin-session";

describe("safeAdminRedirect", () => {
  it("keeps admin pages of this site, with their query and hash", () => {
    expect(safeAdminRedirect("/admin/settings")).toBe("/admin/settings");
    expect(safeAdminRedirect("/admin")).toBe("/admin");
    expect(safeAdminRedirect("/admin/inquiries?page=2#top")).toBe("/admin/inquiries?page=2#top");
  });

  it("sends anything else to the dashboard", () => {
    for (const bad of [
      null,
      undefined,
      "",
      "admin/settings",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example/admin",
      "/administrator",
      "/products",
      "/admin/login",
      "/admin/login?redirectTo=/admin/settings",
      "javascript:alert(1)",
    ]) {
      expect(safeAdminRedirect(bad), String(bad)).toBe("/admin");
    }
  });

  it("resolves dot segments before checking", () => {
    expect(safeAdminRedirect("/admin/../products")).toBe("/admin");
    expect(safeAdminRedirect("/admin/./settings")).toBe("/admin/settings");
  });
});

describe("loginPathFor", () => {
  it("remembers the page to come back to, except the dashboard itself", () => {
    expect(loginPathFor("/admin/settings")).toBe("/admin/login?redirectTo=%2Fadmin%2Fsettings");
    expect(loginPathFor("/admin/inquiries?page=3")).toBe("/admin/login?redirectTo=%2Fadmin%2Finquiries%3Fpage%3D3");
    expect(loginPathFor("/admin")).toBe("/admin/login");
  });
});
