/** The wa.me link that opens WhatsApp with `text` ready to send to a number (country code and number, any punctuation). */
export const whatsappLink = (countryCode: string, phone: string, text: string) =>
  `https://wa.me/${`${countryCode}${phone}`.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
