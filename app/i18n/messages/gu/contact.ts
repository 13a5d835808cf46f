import type { Messages } from "~/i18n/t";

/** The contact page in Gujarati. */
export const contact: Messages["contact"] = {
  title: "અમારો સંપર્ક કરો",
  description: "પેવર બ્લોક, કર્બ સ્ટોન, ફ્લાય એશ ઈંટ અને પ્રીકાસ્ટ દીવાલના સારા ભાવ માટે સુરત અને ઝારખંડમાં {business}ને ફોન, ઈ-મેલ કે મેસેજ કરો.",
  intro: "ક્વોટેશન, સાઇટ વિઝિટ કે સેમ્પલ માટે પૂછો. અમારી ટીમ એક કામકાજના દિવસમાં જવાબ આપે છે.",
  callNow: "હમણાં ફોન કરો: {phone}",
};
