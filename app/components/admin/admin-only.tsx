import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { ScreenHeading } from "~/features/content/content-screen";
import { Card } from "~/components/ui/card";

/** A screen of the admins' own (staff, activity): its heading and what it is for, or a manager's refusal in its place. */
export function AdminOnlyScreen({ title, intro, allowed, children }: { title: string; intro: string; allowed: boolean; children: ReactNode }) {
  return (
    <div className="space-y-6">
      <ScreenHeading title={title} intro={intro} />
      {allowed ? (
        children
      ) : (
        <Card role="alert" className="flex items-center gap-3 p-6 text-gray-800">
          <ShieldAlert aria-hidden="true" className="h-6 w-6 shrink-0 text-amber-600" />
          Only admins can open this page.
        </Card>
      )}
    </div>
  );
}
