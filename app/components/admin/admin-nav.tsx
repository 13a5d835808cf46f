import {
  Wallet,
  Building2,
  ClipboardList,
  Contact,
  FileSpreadsheet,
  FileText,
  FolderTree,
  HardHat,
  History,
  Home,
  Images,
  Info,
  LayoutDashboard,
  Mail,
  MessageSquareQuote,
  Package,
  PlusCircle,
  ReceiptText,
  Settings,
  ShoppingCart,
  Truck,
  UserSquare2,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import type { Role } from "#schemas/auth";
import { cn } from "~/lib/cn";

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other paths that count as this screen (the dashboard is also /admin). */
  alsoAt?: string[];
  /** Shown to admins only (managing staff and reading the activity log are theirs). */
  adminOnly?: true;
  /** The sidebar group the screen is listed under; none for the main screens. */
  group?: "Website";
}

/** The admin screens, in sidebar order: every screen a staff member works in, Products included. */
export const ADMIN_NAV: AdminNavItem[] = [
  { label: "Dashboard", to: "/admin/dashboard", icon: LayoutDashboard, alsoAt: ["/admin"] },
  { label: "Messages", to: "/admin/messages", icon: Mail },
  { label: "Inquiries", to: "/admin/inquiries", icon: ClipboardList },
  { label: "Quotations", to: "/admin/quotations", icon: FileText },
  // After "Won": who buys, what they ordered, and the truckloads that take it to them.
  { label: "Customers", to: "/admin/customers", icon: Contact },
  { label: "Orders", to: "/admin/orders", icon: ShoppingCart },
  { label: "Dispatch", to: "/admin/dispatch", icon: Truck },
  { label: "Invoices", to: "/admin/invoices", icon: ReceiptText },
  { label: "Receivables", to: "/admin/receivables", icon: Wallet },
  // For the accountant: the invoices as Tally and GSTR-1 files.
  { label: "Exports", to: "/admin/exports", icon: FileSpreadsheet },
  { label: "Products", to: "/admin/products", icon: Package },
  { label: "Add Product", to: "/admin/add-product", icon: PlusCircle },
  // What the public site shows, beside the catalogue: staff change it here, the site follows at once.
  { label: "Business details", to: "/admin/business", icon: Building2, group: "Website" },
  { label: "Categories", to: "/admin/categories", icon: FolderTree, group: "Website" },
  { label: "Home page", to: "/admin/home", icon: Home, group: "Website" },
  { label: "Who We Are", to: "/admin/who-we-are", icon: Info, group: "Website" },
  { label: "Team", to: "/admin/team", icon: UserSquare2, group: "Website" },
  { label: "Gallery", to: "/admin/gallery", icon: Images, group: "Website" },
  { label: "Projects", to: "/admin/projects", icon: HardHat, group: "Website" },
  { label: "Clients", to: "/admin/clients", icon: MessageSquareQuote, group: "Website" },
  { label: "Staff", to: "/admin/staff", icon: Users, adminOnly: true },
  { label: "Activity", to: "/admin/activity", icon: History, adminOnly: true },
  { label: "Settings", to: "/admin/settings", icon: Settings },
];

/** The screens a person with `role` may open (none of the admins' own while the role is not known yet). */
export const navItemsFor = (role: Role | undefined) => ADMIN_NAV.filter((item) => !item.adminOnly || role === "admin");

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);

export function isCurrentNavItem(item: AdminNavItem, pathname: string): boolean {
  const path = trimSlash(pathname);
  return path === item.to || (item.alsoAt ?? []).includes(path);
}

/** The list of admin links the signed-in person may use, a group's under its heading; the current screen carries aria-current="page". */
export function AdminNavLinks({ role, onNavigate }: { role: Role | undefined; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const link = (item: AdminNavItem) => <AdminNavLink key={item.to} item={item} current={isCurrentNavItem(item, pathname)} onNavigate={onNavigate} />;
  // Consecutive screens of one group go under its heading, in ADMIN_NAV's order.
  const runs: { group?: AdminNavItem["group"]; items: AdminNavItem[] }[] = [];
  for (const item of navItemsFor(role)) {
    const last = runs.at(-1);
    if (last && last.group === item.group) last.items.push(item);
    else runs.push({ group: item.group, items: [item] });
  }
  return (
    <ul className="space-y-1">
      {runs.map((run) => (run.group ? <AdminNavGroup key={run.group} title={run.group} links={run.items.map(link)} /> : run.items.map(link)))}
    </ul>
  );
}

/** A group's heading and its links, a list named by the heading. */
function AdminNavGroup({ title, links }: { title: string; links: ReactNode }) {
  const id = useId();
  return (
    <li className="py-3">
      <p id={id} className="px-3 pb-1 text-xs font-semibold tracking-wide text-gray-600 uppercase">
        {title}
      </p>
      <ul aria-labelledby={id} className="space-y-1">
        {links}
      </ul>
    </li>
  );
}

function AdminNavLink({ item, current, onNavigate }: { item: AdminNavItem; current: boolean; onNavigate?: () => void }) {
  const Icon = item.icon;
  return (
    <li>
      <Link
        to={item.to}
        onClick={onNavigate}
        aria-current={current ? "page" : undefined}
        className={cn(
          "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors",
          current ? "bg-brand-700 text-white" : "text-gray-700 hover:bg-brand-50 hover:text-brand-800",
        )}
      >
        <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
        {item.label}
      </Link>
    </li>
  );
}
