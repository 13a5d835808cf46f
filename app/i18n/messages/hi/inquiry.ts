import type { Messages } from "~/i18n/t";

/** The 'Get Best Price' modal in Hindi. */
export const inquiry: Messages["inquiry"] = {
  title: "सबसे अच्छा रेट पाएँ",
  description: "{product} के लिए दाम की पूछताछ",
  close: "बंद करें",
  name: "आपका नाम",
  namePlaceholder: "अपना नाम लिखें",
  mobile: "मोबाइल नंबर",
  mobilePlaceholder: "10 अंकों का मोबाइल नंबर",
  quantity: "मात्रा",
  quantityPlaceholder: "मात्रा लिखें",
  unit: "इकाई",
  estimatedTotal: "अनुमानित कुल:",
  price: "दाम:",
  minOrder: "कम से कम ऑर्डर:",
  sending: "भेजा जा रहा है...",
  tryAgain: "फिर से कोशिश करें",
  submit: "दाम के लिए अनुरोध भेजें",
  success: "{product} के लिए आपका दाम का अनुरोध मिल गया है!",
  failure: "दाम का अनुरोध नहीं भेजा जा सका। फिर से कोशिश करें।",
  openFailed: "दाम का फ़ॉर्म नहीं खुला। अपना इंटरनेट जाँचें और पेज दोबारा लोड करें।",
};
