import type { Messages } from "~/i18n/t";
import { site } from "./site";

export const gu: Messages = {
  site,
};
