import type { Messages } from "~/i18n/t";

/** Who We Are in Hindi. */
export const about: Messages["about"] = {
  title: "हम कौन हैं",
  description: "{business} {year} से सूरत में सीमेंट और कंक्रीट प्रोडक्ट बना रहा है. हमारी कहानी और हमारा लक्ष्य.",
  descriptionFormer: "{business} (पहले {formerName}) {year} से सूरत में सीमेंट और कंक्रीट प्रोडक्ट बना रहा है. हमारी कहानी और हमारा लक्ष्य.",
  story: "हमारी कहानी",
  leadership: "हमारा नेतृत्व",
  vision: "हमारा लक्ष्य",
  specialty: "हमारी खासियत",
  whyUs: "हम ही क्यों",
  facts: "कंपनी की जानकारी",
  factsCaption: "कंपनी की जानकारी",
  getQuote: "कोटेशन लें",
  fact: {
    natureOfBusiness: "व्यवसाय का प्रकार",
    employees: "कुल कर्मचारी",
    yearEstablished: "स्थापना वर्ष",
    ceo: "CEO",
    gstin: "GST नंबर",
    turnover: "सालाना टर्नओवर",
    legalStatus: "फर्म का कानूनी प्रकार",
  },
};
