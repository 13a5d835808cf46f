import type { Messages } from "~/i18n/t";

/** The instant estimate in Hindi. */
export const estimate: Messages["estimate"] = {
  section: "अनुमानित रेट",
  open: "खर्च और डिलीवरी का अनुमान लगाएँ",
  loading: "अनुमान लोड हो रहा है…",
  by: "अनुमान किस हिसाब से",
  byQuantity: "नग के हिसाब से",
  byArea: "एरिया के हिसाब से",
  quantityOf: "मात्रा ({unit})",
  area: "एरिया",
  areaUnit: "एरिया की इकाई",
  pin: "डिलीवरी का PIN कोड (ज़रूरी नहीं)",
  pinNotFound: "यह PIN कोड हमें नहीं मिला",
  pinLookingUp: "PIN कोड खोज रहे हैं…",
  pinFailed: "अभी यह PIN कोड नहीं खोज पाए: अनुमान भाड़े के बिना दिखा रहे हैं.",
  place: "{place}, ~{km} किमी",
  enterArea: "अनुमान देखने के लिए कितना एरिया ढकना है, लिखें.",
  enterQuantity: "अनुमान देखने के लिए मात्रा लिखें.",
  only: "यह सिर्फ अनुमान है: पक्का रेट हमारे कोटेशन में तय होगा.",
  getPrice: "यह रेट पाएँ",
  figures: {
    quantity: "मात्रा",
    material: "माल की कीमत",
    gst: "GST {rate}%",
    trucks: "ट्रक",
    freight: "भाड़ा",
    freightGst: "भाड़े पर GST {rate}%",
    total: "कुल",
    raised: "कम से कम ऑर्डर {minimum} {unit} तक बढ़ाया गया.",
  },
};
