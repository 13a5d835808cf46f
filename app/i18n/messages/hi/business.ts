import type { Messages } from "~/i18n/t";

/** The business contact blocks in Hindi. */
export const business: Messages["business"] = {
  contactUs: "हमसे संपर्क करें",
  getQuote: "कोटेशन पाएँ",
  addresses: "हमारे पते",
  directions: "रास्ता देखें",
  directionsTo: ": {name} (नए टैब में खुलेगा)",
  callUs: "कॉल करें",
  whatsapp: "WhatsApp पर बात करें",
  newTab: " (नए टैब में खुलेगा)",
  emailUs: "ई-मेल करें",
  hours: "काम का समय",
};
