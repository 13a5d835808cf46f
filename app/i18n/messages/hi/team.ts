import type { Messages } from "~/i18n/t";

/** Meet Our Team in Hindi. */
export const team: Messages["team"] = {
  title: "हमारी टीम",
  description: "{business} के पीछे के लोग: हमारा नेतृत्व, प्रोडक्शन, क्वालिटी और सेल्स टीम, और वे मूल्य जिनसे हम काम करते हैं.",
  subtitle: "इंजीनियर, कारीगर और ग्राहक सेवा के लोग, जो हर ब्लॉक को मजबूत बनाते हैं.",
  leadership: "हमारा नेतृत्व",
  portrait: "{name} की फोटो",
  achievements: "उपलब्धियां",
  values: "हमारे मूल्य",
  workWith: "हमारी टीम के साथ काम करें",
  workWithText: "अपने काम के बारे में हमारे इंजीनियरों से बात करें, या प्लांट पर आकर प्रोडक्ट बनते हुए देखें.",
  getInTouch: "संपर्क करें",
};
