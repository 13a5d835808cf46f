import type { Messages } from "~/i18n/t";

/** The site search in Gujarati. */
export const search: Messages["search"] = {
  title: "શોધો",
  resultsFor: "“{q}” માટે શોધનાં પરિણામ",
  description: "અમારા પેવર બ્લોક, કર્બ સ્ટોન, કોંક્રિટ બ્લોક, ફેન્સિંગ પોલ અને પ્રિકાસ્ટ દીવાલ નામ, ઉપયોગ કે વિગત પરથી શોધો.",
  siteSearch: "સાઇટમાં શોધો",
  formLabel: "પ્રોડક્ટ્સ શોધો",
  fieldLabel: "પ્રોડક્ટ્સ, પ્રોજેક્ટ્સ શોધો",
  placeholder: "પ્રોડક્ટ્સ, પ્રોજેક્ટ્સ શોધો...",
  button: "શોધો",
  hint: "પ્રોડક્ટનું નામ, કેટેગરી કે વિગત લખો, જેમ કે “80 mm પેવર” અથવા “કર્બ”.",
  none: "“{q}” માટે કોઈ પ્રોડક્ટ મળી નહીં.",
  noneHint: "સ્પેલિંગ તપાસો, ટૂંકો શબ્દ લખી જુઓ, અથવા નીચે કોઈ કેટેગરી જુઓ.",
  found: "“{q}” માટે {count} મળી.",
  showing: " {first}–{last} બતાવીએ છીએ.",
  minOrder: "ઓછામાં ઓછો ઓર્ડર: {minOrder}",
  pages: "શોધનાં પરિણામનાં પેજ",
  categories: "પ્રોડક્ટ કેટેગરી",
  browse: "અમારી પ્રોડક્ટ્સ જુઓ",
  quickLinks: "ઝડપી લિંક",
  medicalProject: "મેડિકલ પ્રોજેક્ટ",
  contactUs: "સંપર્ક કરો",
  pressEnter: "શોધવા માટે Enter દબાવો",
  escToClose: "બંધ કરવા ESC દબાવો",
};
