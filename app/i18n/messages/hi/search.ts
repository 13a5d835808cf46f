import type { Messages } from "~/i18n/t";

/** The site search in Hindi. */
export const search: Messages["search"] = {
  title: "खोजें",
  resultsFor: "“{q}” के लिए खोज के नतीजे",
  description: "हमारे पेवर ब्लॉक, कर्ब स्टोन, कंक्रीट ब्लॉक, फेंसिंग पोल और प्रीकास्ट दीवार नाम, उपयोग या जानकारी से खोजें.",
  siteSearch: "साइट में खोजें",
  formLabel: "प्रोडक्ट खोजें",
  fieldLabel: "प्रोडक्ट, प्रोजेक्ट खोजें",
  placeholder: "प्रोडक्ट, प्रोजेक्ट खोजें...",
  button: "खोजें",
  hint: "प्रोडक्ट का नाम, कैटेगरी या जानकारी लिखें, जैसे “80 mm पेवर” या “कर्ब”.",
  none: "“{q}” के लिए कोई प्रोडक्ट नहीं मिला.",
  noneHint: "स्पेलिंग जाँचें, छोटा शब्द लिखकर देखें, या नीचे कोई कैटेगरी देखें.",
  found: "“{q}” के लिए {count} मिले.",
  showing: " {first}–{last} दिखा रहे हैं.",
  minOrder: "कम से कम ऑर्डर: {minOrder}",
  pages: "खोज के नतीजों के पेज",
  categories: "प्रोडक्ट कैटेगरी",
  browse: "हमारे प्रोडक्ट देखें",
  quickLinks: "जल्दी जाएँ",
  medicalProject: "मेडिकल प्रोजेक्ट",
  contactUs: "संपर्क करें",
  pressEnter: "खोजने के लिए Enter दबाएँ",
  escToClose: "बंद करने के लिए ESC दबाएँ",
};
