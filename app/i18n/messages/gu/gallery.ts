import type { Messages } from "~/i18n/t";

/** The gallery in Gujarati. */
export const gallery: Messages["gallery"] = {
  title: "ગેલેરી",
  description: "અમારા પેવર બ્લોક, કર્બ સ્ટોન, પ્રીકાસ્ટ વૉલ અને ફેન્સિંગ પોલના ફોટા, અમે કરેલા પ્રોજેક્ટ્સના અને સુરતની ફેક્ટરીમાં અમારી ટીમના ફોટા.",
  subtitle: "અમારી પ્રોડક્ટ્સ, અમારા પ્રોજેક્ટ્સ અને તેને બનાવનારા લોકો.",
  filter: "ફોટા ગાળો",
  tabs: {
    all: "બધા",
    products: "પ્રોડક્ટ્સ",
    projects: "પ્રોજેક્ટ્સ",
    team: "ટીમ",
  },
  empty: "આ વિભાગમાં કોઈ ફોટા નથી.",
  open: "{title} ખોલો",
};
