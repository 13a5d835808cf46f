import type { Messages } from "~/i18n/t";

/** The home page in Hindi (with the parts other content pages share). */
export const home: Messages["home"] = {
  meta: {
    title: "पेवर ब्लॉक और कर्ब स्टोन, सूरत",
    description: "पेवर ब्लॉक, कर्ब स्टोन, CCON और फ्लाई ऐश ब्लॉक, फेंसिंग पोल और प्रीकास्ट बाउंड्री वॉल, हमारी सूरत फैक्ट्री में बने. फैक्ट्री रेट, जल्दी डिलीवरी.",
  },
  viewProducts: "हमारे प्रोडक्ट देखें",
  freeQuote: "मुफ्त कोटेशन लें",
  figures: "हमारे आंकड़े",
  whyTitle: "हमें क्यों चुनें",
  rangeTitle: "हमारी प्रोडक्ट रेंज",
  allProducts: "सभी प्रोडक्ट",
  ctaTitle: "कोई काम शुरू करना है?",
  ctaText: "बताइए आप क्या बना रहे हैं, हम सही प्रोडक्ट सुझाकर कोटेशन देंगे.",
  contactUs: "हमसे संपर्क करें",
  carousel: {
    label: "खास प्रोडक्ट",
    slide: "{count} में से {index}: {title}",
    previous: "पिछली स्लाइड",
    next: "अगली स्लाइड",
    goTo: "स्लाइड {index} पर जाएं",
    status: "स्लाइड {count} में से {index}: {title}",
  },
  common: {
    breadcrumb: "आप यहां हैं",
    contactUs: "हमसे संपर्क करें",
    categoriesEmpty: "हमारी प्रोडक्ट रेंज अपडेट हो रही है. थोड़ी देर बाद फिर देखें.",
    oneProduct: "1 प्रोडक्ट",
    products: "{count} प्रोडक्ट",
    viewRange: "रेंज देखें",
  },
};
