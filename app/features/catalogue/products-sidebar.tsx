import { AlertTriangle, CheckCircle2, Package, Plus } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";
import type { ProductSummary } from "#schemas/wire";

function Counter({ label, value, icon, tone }: { label: string; value: number | null; icon: React.ReactNode; tone: string }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3 sm:flex-row sm:items-center sm:gap-3">
      <span aria-hidden="true" className={cn("flex h-10 w-10 shrink-0 items-center justify-center rounded-lg", tone)}>
        {icon}
      </span>
      <p className="flex flex-col">
        <span className="text-xs text-gray-600 sm:text-sm">{label}</span>
        <span className="text-xl font-bold text-gray-900">{value ?? "–"}</span>
      </p>
    </li>
  );
}

/** The Add New Product link and the catalogue counters (all products, not only the listed ones). */
export function ProductsSidebar({ summary }: { summary: ProductSummary | null }) {
  return (
    <div className="order-first flex flex-col gap-4 xl:order-none">
      <Link to="/admin/add-product" onClick={() => toast.info("Navigating to Add Product...")} className={buttonClass()}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add New Product
      </Link>
      <Card as="section" edge="border" aria-labelledby="catalogue-overview" className="p-4">
        <h2 id="catalogue-overview" className="mb-3 text-base font-semibold text-gray-900">
          Catalogue overview
        </h2>
        <ul className="grid grid-cols-3 gap-2 xl:grid-cols-1 xl:gap-3">
          <Counter label="Total Products" value={summary?.total ?? null} icon={<Package className="h-5 w-5" />} tone="bg-blue-100 text-blue-800" />
          <Counter label="Active Products" value={summary?.active ?? null} icon={<CheckCircle2 className="h-5 w-5" />} tone="bg-green-100 text-green-800" />
          <Counter label="Low Stock Items" value={summary?.low_stock ?? null} icon={<AlertTriangle className="h-5 w-5" />} tone="bg-amber-100 text-amber-900" />
        </ul>
      </Card>
    </div>
  );
}
