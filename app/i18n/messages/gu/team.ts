import type { Messages } from "~/i18n/t";

/** Meet Our Team in Gujarati. */
export const team: Messages["team"] = {
  title: "અમારી ટીમ",
  description: "{business}ની પાછળના લોકો: અમારું નેતૃત્વ, ઉત્પાદન, ક્વોલિટી અને વેચાણ ટીમ, અને જે મૂલ્યોથી અમે કામ કરીએ છીએ.",
  subtitle: "એન્જિનિયર, કારીગરો અને ગ્રાહક સેવાના લોકો, જે દરેક બ્લોકને મજબૂત બનાવે છે.",
  leadership: "અમારું નેતૃત્વ",
  portrait: "{name}નો ફોટો",
  achievements: "સિદ્ધિઓ",
  values: "અમારાં મૂલ્યો",
  workWith: "અમારી ટીમ સાથે કામ કરો",
  workWithText: "તમારા કામ વિશે અમારા એન્જિનિયરો સાથે વાત કરો, અથવા પ્લાન્ટ પર આવીને પ્રોડક્ટ્સ બનતી જુઓ.",
  getInTouch: "સંપર્ક કરો",
};
