import type { Db } from "../../core/db/connection";
import type { AuditOf } from "../../core/audit";
import type { CategoryAuditAction } from "../categories";
import type { ProductAuditAction } from "./activity";
import { createAdminCatalogueList } from "./admin-list";
import { createCatalogueEditing } from "./editing";
import { createProductPages } from "./product-page";
import { createPublicCatalogue } from "./public-list";

export type { AdminProduct, PublicProduct } from "#schemas/wire";
export { CSV_HEADER, productsCsv } from "./export";
export type { PublicListOptions, PublicPage } from "./public-list";
export type { PageProduct, ProductPageLookup } from "./product-page";

/** The catalogue: what visitors see of it (lists and product pages), the admin's list and export, and the admin's changes. */
export function createCatalogue(db: Db, audit?: AuditOf<ProductAuditAction | CategoryAuditAction>) {
  return {
    ...createPublicCatalogue(db),
    ...createProductPages(db),
    ...createAdminCatalogueList(db),
    ...createCatalogueEditing(db, audit),
  };
}
export type Catalogue = ReturnType<typeof createCatalogue>;
