/** Every English message of the public site, by namespace (one file each). Other languages have the same keys. */
import { site } from "./site";

export const en = {
  site,
};
