import type { Messages } from "~/i18n/t";

/** The instant estimate in Gujarati. */
export const estimate: Messages["estimate"] = {
  section: "અંદાજિત ભાવ",
  open: "ખર્ચ અને ડિલિવરીનો અંદાજ કાઢો",
  loading: "અંદાજ લોડ થઈ રહ્યો છે…",
  by: "અંદાજ શેના પરથી",
  byQuantity: "નંગ પ્રમાણે",
  byArea: "વિસ્તાર પ્રમાણે",
  quantityOf: "જથ્થો ({unit})",
  area: "વિસ્તાર",
  areaUnit: "વિસ્તારનું માપ",
  pin: "ડિલિવરીનો PIN કોડ (જરૂરી નથી)",
  pinNotFound: "આ PIN કોડ અમને મળ્યો નહીં",
  pinLookingUp: "PIN કોડ શોધી રહ્યા છીએ…",
  pinFailed: "અત્યારે આ PIN કોડ શોધી શકાયો નહીં: અંદાજ ભાડા વગર બતાવીએ છીએ.",
  place: "{place}, ~{km} કિમી",
  enterArea: "અંદાજ જોવા માટે કેટલો વિસ્તાર પાથરવો છે તે લખો.",
  enterQuantity: "અંદાજ જોવા માટે જથ્થો લખો.",
  only: "આ ફક્ત અંદાજ છે: છેલ્લો ભાવ અમારા ક્વોટેશનમાં નક્કી થશે.",
  getPrice: "આ ભાવ મેળવો",
  figures: {
    quantity: "જથ્થો",
    material: "માલની કિંમત",
    gst: "GST {rate}%",
    trucks: "ટ્રક",
    freight: "ભાડું",
    freightGst: "ભાડા પર GST {rate}%",
    total: "કુલ",
    raised: "ઓછામાં ઓછા ઓર્ડર {minimum} {unit} સુધી વધાર્યું.",
  },
};
