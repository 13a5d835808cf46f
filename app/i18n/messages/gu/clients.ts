import type { Messages } from "~/i18n/t";

/** Our Clients in Gujarati. */
export const clients: Messages["clients"] = {
  title: "અમારા ગ્રાહકો",
  descriptionLead: "બિલ્ડરો, ઉદ્યોગો, હોસ્પિટલો અને સરકારી બાંધકામ વિભાગો {business} પર ભરોસો રાખે છે",
  and: "અને",
  subtitle: "બિલ્ડરો, ઉદ્યોગો અને સંસ્થાઓ, જેમને માલ પહોંચાડવાનો અમને ગર્વ છે.",
  figures: "આંકડામાં અમારા ગ્રાહકો",
  sectors: "અમે જે ક્ષેત્રોમાં કામ કરીએ છીએ",
  notable: "મુખ્ય પ્રોજેક્ટ્સ",
  testimonials: "અમારા ગ્રાહકો શું કહે છે",
  stars: "{max}માંથી {rating} સ્ટાર",
  ctaTitle: "અમારા ગ્રાહકોમાં જોડાઓ",
  ctaText: "તમારા કામ વિશે કહો, યોગ્ય ભાવે યોગ્ય પ્રોડક્ટ્સ પસંદ કરવામાં અમે મદદ કરીશું.",
  getQuote: "ક્વોટેશન મેળવો",
};
