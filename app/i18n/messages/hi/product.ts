import type { Messages } from "~/i18n/t";

/** A product's own page in Hindi. */
export const product: Messages["product"] = {
  notFoundTitle: "प्रोडक्ट नहीं मिला",
  notFoundDescription: "यह प्रोडक्ट मौजूद नहीं है या अब नहीं बिकता. {business} के सीमेंट और कंक्रीट प्रोडक्ट देखें.",
  priceLine: "{price} प्रति {unit}",
  metaDescription: "{name}: {priceLine}, कम से कम ऑर्डर {quantity} {unit}, हमारी सूरत फैक्ट्री से. {description}",
  orderAndTax: "ऑर्डर और टैक्स",
  minimumOrder: "कम से कम ऑर्डर: {quantity} {unit}",
  gst: "GST {rate}% अलग · HSN {hsn}",
  stock: {
    inStock: "स्टॉक में है",
    lowStock: "स्टॉक कम है",
    outOfStock: "स्टॉक खत्म",
  },
  more: "और {name}",
  specs: "जानकारी",
  specsOf: "{name} की जानकारी",
  description: "विवरण",
  viewer: {
    label: "{name} की फोटो",
    current: "फोटो {number} / {count}: {alt}. बाकी फोटो के लिए एरो की दबाएँ.",
    previous: "पिछली फोटो",
    next: "अगली फोटो",
    counter: "{number} / {count}",
    all: "सभी फोटो",
    show: "फोटो {number} दिखाएँ: {alt}",
  },
  share: {
    whatsApp: "WhatsApp पर भेजें",
    text: "{title}: यह प्रोडक्ट देखें {url}",
    copy: "लिंक कॉपी करें",
    copied: "लिंक कॉपी हो गया",
    failed: "कॉपी नहीं हुआ: पता है {url}",
  },
};
