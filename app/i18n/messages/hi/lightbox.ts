import type { Messages } from "~/i18n/t";

/** The image viewer in Hindi. */
export const lightbox: Messages["lightbox"] = {
  label: "{title}, {count} में से फोटो {index}",
  viewer: "फोटो देखने की विंडो",
  close: "बंद करें",
  previous: "पिछली फोटो",
  next: "अगली फोटो",
  position: "{count} में से {index}",
};
