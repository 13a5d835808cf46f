/** Our Clients in English. */
export const clients = {
  title: "Our Clients",
  descriptionLead: "Builders, industries, hospitals and public-works departments who trust {business}",
  and: "and",
  subtitle: "The builders, industries and institutions we are proud to supply.",
  figures: "Our clients in numbers",
  sectors: "Sectors We Serve",
  notable: "Notable projects",
  testimonials: "What Our Clients Say",
  stars: "{rating} out of {max} stars",
  ctaTitle: "Join Our Growing List of Clients",
  ctaText: "Tell us about your project and we will help you choose the right products at the right price.",
  getQuote: "Get a Quote",
};
