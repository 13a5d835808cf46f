import type { Messages } from "~/i18n/t";
import { catalogue } from "./catalogue";
import { estimate } from "./estimate";
import { product } from "./product";
import { search } from "./search";
import { site } from "./site";

export const gu: Messages = {
  site,
  catalogue,
  product,
  estimate,
  search,
};
