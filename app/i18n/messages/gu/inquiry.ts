import type { Messages } from "~/i18n/t";

/** The 'Get Best Price' modal in Gujarati. */
export const inquiry: Messages["inquiry"] = {
  title: "બેસ્ટ ભાવ મેળવો",
  description: "{product} માટે ભાવની પૂછપરછ",
  close: "બંધ કરો",
  name: "તમારું નામ",
  namePlaceholder: "તમારું નામ લખો",
  mobile: "મોબાઇલ નંબર",
  mobilePlaceholder: "10 આંકડાનો મોબાઇલ નંબર",
  quantity: "જથ્થો",
  quantityPlaceholder: "જથ્થો લખો",
  unit: "એકમ",
  estimatedTotal: "અંદાજિત કુલ:",
  price: "ભાવ:",
  minOrder: "ઓછામાં ઓછો ઓર્ડર:",
  sending: "મોકલાઈ રહ્યું છે...",
  tryAgain: "ફરી પ્રયત્ન કરો",
  submit: "ભાવ માટે વિનંતી મોકલો",
  success: "{product} માટે તમારી ભાવની વિનંતી મળી ગઈ છે!",
  failure: "ભાવની વિનંતી મોકલી શકાઈ નહીં. ફરી પ્રયત્ન કરો.",
  openFailed: "ભાવનું ફોર્મ ખૂલ્યું નહીં. તમારું ઇન્ટરનેટ તપાસો અને પેજ ફરી લોડ કરો.",
};
