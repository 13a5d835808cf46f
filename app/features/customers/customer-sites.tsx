import { MapPin, Pencil, Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { customerSiteInput } from "#schemas/customers";
import type { CustomerDto, CustomerSite } from "#schemas/wire";
import { DialogActions } from "~/components/admin/dialog-actions";
import { DialogFormFooter } from "~/components/admin/dialog-form";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { LeadCard } from "~/features/leads";
import { useCustomerChange } from "./customer-change";
import { blankSite, SiteFields, siteValuesOf } from "./customer-fields";

/** What a site is called on its buttons: its name, else the first line of its address. */
const siteName = (s: CustomerSite) => s.label || s.address.split("\n")[0];

/** The customer's delivery sites: each with its address, PIN code and contact; add, edit or remove one. */
export function CustomerSites({ customer }: { customer: CustomerDto }) {
  // null: closed; "new": adding; a site: editing it.
  const [editing, setEditing] = useState<CustomerSite | "new" | null>(null);
  const [removing, setRemoving] = useState<CustomerSite | null>(null);
  return (
    <LeadCard title="Delivery sites" id="customer-sites-title">
      {customer.sites.length === 0 ? (
        <p className="text-sm text-gray-600">No delivery sites yet.</p>
      ) : (
        <ul aria-label="Delivery sites" className="divide-y divide-gray-100">
          {customer.sites.map((s) => (
            <li key={s.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="flex min-w-0 gap-2 text-sm">
                <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-gray-500" />
                <div className="min-w-0">
                  {s.label ? <p className="font-semibold text-ink">{s.label}</p> : null}
                  <p className="break-words whitespace-pre-line text-gray-800">{s.address}</p>
                  <p className="text-gray-600">PIN {s.pin}</p>
                  {s.contact_name || s.contact_phone ? (
                    <p className="text-gray-600">Contact: {[s.contact_name, s.contact_phone].filter(Boolean).join(", ")}</p>
                  ) : null}
                </div>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button variant="secondary" size="sm" onClick={() => setEditing(s)} icon={<Pencil aria-hidden="true" className="h-4 w-4" />}>
                  Edit<span className="sr-only"> site {siteName(s)}</span>
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setRemoving(s)} icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}>
                  Remove<span className="sr-only"> site {siteName(s)}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" className="mt-4" onClick={() => setEditing("new")} icon={<Plus aria-hidden="true" className="h-4 w-4" />}>
        Add delivery site
      </Button>
      {editing ? <SiteDialog key={editing === "new" ? "new" : editing.id} site={editing === "new" ? null : editing} onClose={() => setEditing(null)} /> : null}
      {removing ? <RemoveSiteDialog key={removing.id} site={removing} onClose={() => setRemoving(null)} /> : null}
    </LeadCard>
  );
}

/** Add a site (`site` null) or edit one. */
function SiteDialog({ site, onClose }: { site: CustomerSite | null; onClose: () => void }) {
  const [values, setValues] = useState(() => (site ? siteValuesOf(site) : blankSite()));
  const change = useCustomerChange(onClose);
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (change.saving || !change.validate(customerSiteInput, values)) return;
    change.submit(site ? { intent: "update-site", siteId: site.id, values } : { intent: "add-site", values });
  }
  return (
    <Dialog open onClose={onClose} title={site ? "Edit delivery site" : "Add delivery site"} className="max-w-2xl">
      <form ref={change.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <SiteFields
          values={values}
          errors={change.errors}
          set={(field, value) => {
            setValues((v) => ({ ...v, [field]: value }));
            change.clear(field);
          }}
        />
        <DialogFormFooter saving={change.saving} onCancel={onClose} saveLabel={site ? "Save site" : "Add site"} />
      </form>
    </Dialog>
  );
}

function RemoveSiteDialog({ site, onClose }: { site: CustomerSite; onClose: () => void }) {
  const change = useCustomerChange(onClose);
  return (
    <Dialog
      open
      onClose={onClose}
      title="Remove delivery site?"
      description={`${siteName(site)} is removed from this customer. Orders already made keep their delivery address.`}
    >
      <DialogActions onCancel={onClose} cancelDisabled={change.saving}>
        <Button variant="danger" busy={change.saving} onClick={() => change.submit({ intent: "delete-site", siteId: site.id })}>
          Remove site
        </Button>
      </DialogActions>
    </Dialog>
  );
}
