import type { Messages } from "~/i18n/t";
import { about } from "./about";
import { business } from "./business";
import { catalogue } from "./catalogue";
import { clients } from "./clients";
import { contact } from "./contact";
import { estimate } from "./estimate";
import { forms } from "./forms";
import { gallery } from "./gallery";
import { home } from "./home";
import { inquiry } from "./inquiry";
import { lightbox } from "./lightbox";
import { product } from "./product";
import { projects } from "./projects";
import { search } from "./search";
import { site } from "./site";
import { team } from "./team";

export const gu: Messages = {
  about,
  business,
  catalogue,
  clients,
  contact,
  estimate,
  forms,
  gallery,
  home,
  inquiry,
  lightbox,
  product,
  projects,
  search,
  site,
  team,
};
