import type { Messages } from "~/i18n/t";

/** Our Clients in Hindi. */
export const clients: Messages["clients"] = {
  title: "हमारे ग्राहक",
  descriptionLead: "बिल्डर, उद्योग, अस्पताल और सरकारी निर्माण विभाग {business} पर भरोसा करते हैं",
  and: "और",
  subtitle: "बिल्डर, उद्योग और संस्थाएं, जिन्हें माल देने पर हमें गर्व है.",
  figures: "आंकड़ों में हमारे ग्राहक",
  sectors: "हम किन क्षेत्रों में काम करते हैं",
  notable: "खास प्रोजेक्ट",
  testimonials: "हमारे ग्राहक क्या कहते हैं",
  stars: "{max} में से {rating} स्टार",
  ctaTitle: "हमारे ग्राहकों में शामिल हों",
  ctaText: "अपने काम के बारे में बताइए, सही दाम पर सही प्रोडक्ट चुनने में हम मदद करेंगे.",
  getQuote: "कोटेशन लें",
};
