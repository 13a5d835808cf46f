/** Who We Are in English. */
export const about = {
  title: "Who We Are",
  description: "{business} has made cement and concrete products in Surat since {year}. Our story and vision.",
  descriptionFormer: "{business}, formerly {formerName}, has made cement and concrete products in Surat since {year}. Our story and vision.",
  story: "Our Story",
  leadership: "Our Leadership",
  vision: "Our Vision",
  specialty: "Our Specialty",
  whyUs: "Why Us",
  facts: "Company Information",
  factsCaption: "Company information",
  getQuote: "Get a Quote",
  fact: {
    natureOfBusiness: "Nature of Business",
    employees: "Total Number of Employees",
    yearEstablished: "Year of Establishment",
    ceo: "CEO",
    gstin: "GST Number",
    turnover: "Annual Turnover",
    legalStatus: "Legal Status of Firm",
  },
};
