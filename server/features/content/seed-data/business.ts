import type { BusinessDetails } from "#schemas/business";

/**
 * The business details as the site first showed them: the seed of site_content "business"
 * (server/features/content/seed.ts), which staff change under Admin → Business details. Nothing on the site
 * reads this file; the pages read the database.
 */
export const BUSINESS: BusinessDetails = {
  name: "Shree Ganesh Cement Products",
  shortName: "Shree Ganesh",
  formerName: "Formerly known as Shree Ganesh Tiles",
  tagline: "Trusted since {year} for paver blocks, kerb stones, fly ash bricks and precast walls",
  yearEstablished: 2009,
  addresses: [
    {
      label: "Head Office & Factory (Surat)",
      name: "Surat head office",
      lines: ["Plot No. 42, GIDC Sachin Industrial Estate", "Sachin, Surat, Gujarat 394230", "India"],
      mapQuery: "GIDC Sachin Surat Gujarat",
    },
    {
      label: "Branch Office (Jharkhand)",
      name: "Jharkhand branch",
      lines: ["Plot No. 7, Adityapur Industrial Area, Phase 2", "Adityapur, Jamshedpur, Jharkhand 832109", "India"],
      mapQuery: "Adityapur Industrial Area Jamshedpur Jharkhand",
    },
  ],
  phones: [
    { label: "Sales", number: "+91 98250 41234" },
    { label: "Office", number: "+91 261 239 7788" },
    { label: "Jharkhand branch", number: "+91 94311 56789" },
  ],
  emails: [
    { label: "General enquiries", address: "info@shreeganeshcement.example" },
    { label: "Sales", address: "sales@shreeganeshcement.example" },
  ],
  whatsapp: { number: "919825041234", greeting: "Hello! I would like to know more about your cement products." },
  hours: [
    { days: "Monday - Friday", time: "9:00 AM - 6:00 PM" },
    { days: "Saturday", time: "9:00 AM - 2:00 PM" },
    { days: "Sunday", time: "Closed" },
  ],
  /** A placeholder of the real shape whose check character is right (schemas/gstin.ts). */
  gstin: "24ABCFS1234K1ZD",
  company: {
    natureOfBusiness: "Manufacturer and Supplier",
    employees: "51 to 100 People",
    ceo: "Rajesh Patel",
    turnover: "₹10 - 25 Crore",
    legalStatus: "Partnership Firm",
  },
  social: {
    facebook: "https://www.facebook.com/",
    instagram: "https://www.instagram.com/",
    linkedin: "https://www.linkedin.com/",
    youtube: "https://www.youtube.com/",
  },
};
