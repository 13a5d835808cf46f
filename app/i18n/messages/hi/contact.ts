import type { Messages } from "~/i18n/t";

/** The contact page in Hindi. */
export const contact: Messages["contact"] = {
  title: "हमसे संपर्क करें",
  description: "पेवर ब्लॉक, कर्ब स्टोन, फ्लाई ऐश ईंट और प्रीकास्ट दीवार के सबसे अच्छे दाम के लिए सूरत और झारखंड में {business} को फ़ोन, ई-मेल या मैसेज करें।",
  intro: "कोटेशन, साइट विज़िट या सैंपल के लिए पूछें। हमारी टीम एक कामकाजी दिन में जवाब देती है।",
  callNow: "अभी कॉल करें: {phone}",
};
