import type { AboutTexts } from "#schemas/about";

/**
 * The Who We Are page's texts as the site first showed them: the seed of site_content "about"
 * (server/features/content/seed.ts). `{name}`, `{year}` and `{ceo}` are filled in from the business details
 * when the page is shown, so the story follows the business name, year established and CEO.
 */
export const ABOUT: AboutTexts = {
  intro:
    "{name} is a Surat-based manufacturer and supplier of cement and concrete products: paver blocks, kerb stones, " +
    "CCON and concrete blocks, fly ash bricks, fencing poles and precast boundary walls.",
  story: [
    "Our journey began in {year}, when the family business then known as Shree Ganesh Tiles moved from floor tiles into " +
      "precast concrete. What started as a single paver-block machine in the Sachin industrial estate has grown into a " +
      "fully equipped plant with its own curing yard, testing laboratory and delivery fleet.",
    "Today we supply builders, contractors, architects, government departments and home owners in more than fifty cities, " +
      "and a branch office in Jharkhand serves our customers in eastern India.",
  ],
  leadership:
    "The company is led by {ceo}, our Chief Executive Officer, whose hands-on approach to quality and customer " +
    "service has shaped the business since its first order. A team of experienced engineers, plant supervisors and sales " +
    "managers stands behind every delivery.",
  vision:
    "To be India's most trusted name in precast concrete products by making durable, affordable and environment-friendly " +
    "building materials available to every project, from a village footpath to a highway.",
  specialty:
    "We specialise in heavy-duty interlocking paver blocks and precast RCC boundary walls designed for Indian loads and " +
    "weather, and we make custom shapes, colours and thicknesses for large projects.",
  whyUs: [
    "Products tested for compressive strength and water absorption in our own laboratory",
    "Ready stock of popular sizes and quick dispatch from Surat",
    "Custom colours, shapes and thicknesses for large orders",
    "Installation guidance and on-site support for contractors",
    "Transparent factory-direct pricing and GST invoices",
    "Over fifteen years of experience and thousands of satisfied customers",
  ],
  closing: {
    title: "Ready to Build Something That Lasts?",
    text: "Tell us about your project and our team will send you a quotation with the right products, quantities and delivery plan.",
  },
};
