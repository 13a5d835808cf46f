/** The contact page in English (its form's words are in ./forms.ts). */
export const contact = {
  title: "Contact Us",
  description: "Call, e-mail or write to {business} in Surat and Jharkhand for the best price on paver blocks, kerb stones, fly ash bricks and precast walls.",
  intro: "Ask for a quote, a site visit or a sample. Our team answers within one working day.",
  callNow: "Call Now: {phone}",
};
