import { icon } from "~/components/site/icons";

/**
 * The customer's quotation page's own icons (/q/:token), drawn by the sprite like ./icons.tsx: the
 * page is opened on phones from a WhatsApp link, and its first load keeps to the public JavaScript
 * budget. The forms, loaded when asked for, use lucide-react.
 */
export { ArrowRight, Clock, Download } from "~/components/site/icons";
export { RotateCcw, TriangleAlert } from "~/components/site/load-error-icons";
export { CheckCircle2 as CircleCheck, XCircle as CircleX } from "~/components/site/form-result-icons";
export const FileQuestion = icon("file-question");
