/** Every English message of the public site, by namespace (one file each). Other languages have the same keys. */
import { site } from "./site";
import { business } from "./business";
import { contact } from "./contact";
import { forms } from "./forms";
import { inquiry } from "./inquiry";

export const en = {
  site,
  contact,
  forms,
  inquiry,
  business,
};
