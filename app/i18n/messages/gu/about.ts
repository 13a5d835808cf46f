import type { Messages } from "~/i18n/t";

/** Who We Are in Gujarati. */
export const about: Messages["about"] = {
  title: "અમે કોણ છીએ",
  description: "{business} {year}થી સુરતમાં સિમેન્ટ અને કોંક્રિટ પ્રોડક્ટ્સ બનાવે છે. અમારી વાત અને અમારું લક્ષ્ય.",
  descriptionFormer: "{business} (પહેલાં {formerName}) {year}થી સુરતમાં સિમેન્ટ અને કોંક્રિટ પ્રોડક્ટ્સ બનાવે છે. અમારી વાત અને અમારું લક્ષ્ય.",
  story: "અમારી વાત",
  leadership: "અમારું નેતૃત્વ",
  vision: "અમારું લક્ષ્ય",
  specialty: "અમારી ખાસિયત",
  whyUs: "અમે જ કેમ",
  facts: "કંપનીની માહિતી",
  factsCaption: "કંપનીની માહિતી",
  getQuote: "ક્વોટેશન મેળવો",
  fact: {
    natureOfBusiness: "વ્યવસાયનો પ્રકાર",
    employees: "કુલ કર્મચારીઓ",
    yearEstablished: "સ્થાપના વર્ષ",
    ceo: "CEO",
    gstin: "GST નંબર",
    turnover: "વાર્ષિક ટર્નઓવર",
    legalStatus: "પેઢીનો કાનૂની પ્રકાર",
  },
};
