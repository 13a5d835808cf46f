/** Every English message of the public site, by namespace (one file each). Other languages have the same keys. */
import { catalogue } from "./catalogue";
import { estimate } from "./estimate";
import { product } from "./product";
import { search } from "./search";
import { site } from "./site";
import { home } from "./home";
import { about } from "./about";
import { team } from "./team";
import { clients } from "./clients";
import { projects } from "./projects";
import { gallery } from "./gallery";
import { lightbox } from "./lightbox";

export const en = {
  site,
  home,
  about,
  team,
  clients,
  projects,
  gallery,
  lightbox,
  catalogue,
  product,
  estimate,
  search,
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
