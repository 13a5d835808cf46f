import type { Messages } from "~/i18n/t";

/** The business contact blocks in Gujarati. */
export const business: Messages["business"] = {
  contactUs: "અમારો સંપર્ક કરો",
  getQuote: "ક્વોટેશન મેળવો",
  addresses: "અમારાં સરનામાં",
  directions: "રસ્તો જુઓ",
  directionsTo: ": {name} (નવા ટેબમાં ખૂલે છે)",
  callUs: "ફોન કરો",
  whatsapp: "WhatsApp પર વાત કરો",
  newTab: " (નવા ટેબમાં ખૂલે છે)",
  emailUs: "ઈ-મેલ કરો",
  hours: "કામકાજનો સમય",
};
