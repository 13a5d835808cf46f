import type { Messages } from "~/i18n/t";

/** The home page in Gujarati (with the parts other content pages share). */
export const home: Messages["home"] = {
  meta: {
    title: "પેવર બ્લોક અને કર્બ સ્ટોન, સુરત",
    description: "પેવર બ્લોક, કર્બ સ્ટોન, CCON અને ફ્લાય એશ બ્લોક, ફેન્સિંગ પોલ અને પ્રીકાસ્ટ બાઉન્ડ્રી વૉલ, અમારી સુરતની ફેક્ટરીમાં બનેલા. ફેક્ટરી ભાવ, ઝડપી ડિલિવરી.",
  },
  viewProducts: "અમારી પ્રોડક્ટ્સ જુઓ",
  freeQuote: "મફત ક્વોટેશન મેળવો",
  figures: "અમારા આંકડા",
  whyTitle: "અમને કેમ પસંદ કરવા",
  rangeTitle: "અમારી પ્રોડક્ટ રેન્જ",
  allProducts: "બધી પ્રોડક્ટ્સ",
  ctaTitle: "કોઈ કામ શરૂ કરવાનું છે?",
  ctaText: "તમે શું બાંધો છો તે કહો, અમે યોગ્ય પ્રોડક્ટ્સ સૂચવીને ક્વોટેશન આપીશું.",
  contactUs: "અમારો સંપર્ક કરો",
  carousel: {
    label: "ખાસ પ્રોડક્ટ્સ",
    slide: "{count}માંથી {index}: {title}",
    previous: "પાછલી સ્લાઇડ",
    next: "આગળની સ્લાઇડ",
    goTo: "સ્લાઇડ {index} પર જાઓ",
    status: "સ્લાઇડ {count}માંથી {index}: {title}",
  },
  common: {
    breadcrumb: "તમે અહીં છો",
    contactUs: "અમારો સંપર્ક કરો",
    categoriesEmpty: "અમારી પ્રોડક્ટ રેન્જ અપડેટ થઈ રહી છે. થોડી વાર પછી ફરી જુઓ.",
    oneProduct: "1 પ્રોડક્ટ",
    products: "{count} પ્રોડક્ટ્સ",
    viewRange: "રેન્જ જુઓ",
  },
};
