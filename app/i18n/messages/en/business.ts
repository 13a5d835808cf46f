/** The business contact blocks in English: the contact page's cards and the side boxes. */
export const business = {
  contactUs: "Contact Us",
  getQuote: "Get Quote",
  addresses: "Our Addresses",
  directions: "Get directions",
  directionsTo: " to the {name} (opens in a new tab)",
  callUs: "Call Us",
  whatsapp: "Chat on WhatsApp",
  newTab: " (opens in a new tab)",
  emailUs: "Email Us",
  hours: "Business Hours",
};
