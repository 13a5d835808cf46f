import type { Messages } from "~/i18n/t";

/** The gallery in Hindi. */
export const gallery: Messages["gallery"] = {
  title: "गैलरी",
  description: "हमारे पेवर ब्लॉक, कर्ब स्टोन, प्रीकास्ट वॉल और फेंसिंग पोल की फोटो, हमारे प्रोजेक्ट की और सूरत फैक्ट्री में हमारी टीम की फोटो.",
  subtitle: "हमारे प्रोडक्ट, हमारे प्रोजेक्ट और उन्हें बनाने वाले लोग.",
  filter: "फोटो छांटें",
  tabs: {
    all: "सभी",
    products: "प्रोडक्ट",
    projects: "प्रोजेक्ट",
    team: "टीम",
  },
  empty: "इस हिस्से में कोई फोटो नहीं है.",
  open: "{title} खोलें",
};
