/** The home page in English (with the parts other content pages share: breadcrumb, category cards, the closing call). */
export const home = {
  meta: {
    title: "Paver Blocks & Kerb Stones, Surat",
    description:
      "Paver blocks, kerb stones, CCON and fly ash blocks, fencing poles and precast boundary walls, made in our Surat factory. Factory prices, quick delivery.",
  },
  viewProducts: "View Our Products",
  freeQuote: "Get a Free Quote",
  figures: "Our numbers",
  whyTitle: "Why Choose Us",
  rangeTitle: "Our Product Range",
  allProducts: "All products",
  ctaTitle: "Planning a project?",
  ctaText: "Tell us what you are building and we will suggest the right products with a quotation.",
  contactUs: "Contact Us",
  carousel: {
    label: "Featured products",
    slide: "{index} of {count}: {title}",
    previous: "Previous slide",
    next: "Next slide",
    goTo: "Go to slide {index}",
    status: "Slide {index} of {count}: {title}",
  },
  common: {
    breadcrumb: "Breadcrumb",
    contactUs: "Contact Us",
    categoriesEmpty: "Our product range is being updated. Please check back soon.",
    oneProduct: "1 product",
    products: "{count} products",
    viewRange: "View range",
  },
};
