import type { Messages } from "~/i18n/t";
import { site } from "./site";
import { business } from "./business";
import { contact } from "./contact";
import { forms } from "./forms";
import { inquiry } from "./inquiry";

export const hi: Messages = {
  site,
  contact,
  forms,
  inquiry,
  business,
};
