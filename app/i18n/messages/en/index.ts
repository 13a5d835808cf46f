/** Every English message of the public site, by namespace (one file each). Other languages have the same keys. */
import * as namespaces from "./namespaces";

export const en = { ...namespaces };
