import type { Messages } from "~/i18n/t";
import * as namespaces from "./namespaces";

export const gu: Messages = { ...namespaces };
