import { BUSINESS } from "~/content/business";

/** Marketing content of the Who We Are page (the home page's is in home.ts). */

export const WHO_WE_ARE = {
  intro:
    `${BUSINESS.name} is a Surat-based manufacturer and supplier of cement and concrete products: paver blocks, kerb stones, ` +
    `CCON and concrete blocks, fly ash bricks, fencing poles and precast boundary walls.`,
  story: [
    `Our journey began in ${BUSINESS.foundedMarketing}, when the family business then known as Shree Ganesh Tiles moved from floor tiles into ` +
      `precast concrete. What started as a single paver-block machine in the Sachin industrial estate has grown into a ` +
      `fully equipped plant with its own curing yard, testing laboratory and delivery fleet.`,
    `Today we supply builders, contractors, architects, government departments and home owners in more than fifty cities, ` +
      `and a branch office in Jharkhand serves our customers in eastern India.`,
  ],
  leadership:
    `The company is led by ${BUSINESS.company.ceo}, our Chief Executive Officer, whose hands-on approach to quality and customer ` +
    `service has shaped the business since its first order. A team of experienced engineers, plant supervisors and sales ` +
    `managers stands behind every delivery.`,
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

/** The company-information table on Who We Are: nature of business, employees, year established, CEO, tax id, turnover, legal status. */
export const COMPANY_FACTS: { label: string; value: string }[] = [
  { label: "Nature of Business", value: BUSINESS.company.natureOfBusiness },
  { label: "Total Number of Employees", value: BUSINESS.company.employees },
  { label: "Year of Establishment", value: String(BUSINESS.establishedTable) },
  { label: "CEO", value: BUSINESS.company.ceo },
  { label: "GST Number", value: BUSINESS.taxId },
  { label: "Annual Turnover", value: BUSINESS.company.turnover },
  { label: "Legal Status of Firm", value: BUSINESS.company.legalStatus },
];
