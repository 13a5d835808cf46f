/** Every English message of the public site, by namespace (one file each). Other languages have the same keys. */
import { catalogue } from "./catalogue";
import { estimate } from "./estimate";
import { product } from "./product";
import { search } from "./search";
import { site } from "./site";

export const en = {
  site,
  catalogue,
  product,
  estimate,
  search,
};
