import type { Messages } from "~/i18n/t";

/** The image viewer in Gujarati. */
export const lightbox: Messages["lightbox"] = {
  label: "{title}, {count}માંથી ફોટો {index}",
  viewer: "ફોટો જોવાની વિન્ડો",
  close: "બંધ કરો",
  previous: "પાછલો ફોટો",
  next: "આગળનો ફોટો",
  position: "{count}માંથી {index}",
};
