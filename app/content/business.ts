/**
 * The business's identity in one typed place (DESIGN decision 9). Placeholder values that read
 * like the real thing: the owner changes them here and nowhere else.
 */
export const BUSINESS = {
  name: "Shree Ganesh Cement Products",
  shortName: "Shree Ganesh",
  formerName: "Formerly known as Shree Ganesh Tiles",
  tagline: "Trusted since 2009 for paver blocks, kerb stones, fly ash bricks and precast walls",
  foundedMarketing: 2009,
  /** The company-information table gives 2008 (spec section 1 keeps both readings). */
  establishedTable: 2008,
  headOffice: {
    label: "Head Office & Factory (Surat)",
    lines: ["Plot No. 42, GIDC Sachin Industrial Estate", "Sachin, Surat, Gujarat 394230", "India"],
    mapQuery: "GIDC Sachin Surat Gujarat",
    /** The same address in parts, for structured data (schema.org PostalAddress). */
    postal: { street: "Plot No. 42, GIDC Sachin Industrial Estate", locality: "Surat", region: "Gujarat", postalCode: "394230", country: "IN" },
  },
  branch: {
    label: "Branch Office (Jharkhand)",
    lines: ["Plot No. 7, Adityapur Industrial Area, Phase 2", "Adityapur, Jamshedpur, Jharkhand 832109", "India"],
  },
  /** In display order; the footer shows the first two, the contact page all three. */
  phones: [
    { label: "Sales", display: "+91 98250 41234", tel: "+919825041234" },
    { label: "Office", display: "+91 261 239 7788", tel: "+912612397788" },
    { label: "Jharkhand branch", display: "+91 94311 56789", tel: "+919431156789" },
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
  taxId: "24ABCFS1234K1Z5",
  company: {
    natureOfBusiness: "Manufacturer and Supplier",
    employees: "51 to 100 People",
    ceo: "Rajesh Patel",
    turnover: "₹10 - 25 Crore",
    legalStatus: "Partnership Firm",
  },
  /** Four social profiles; placeholders until the owner fills them in. */
  social: [
    { name: "Facebook", href: "https://www.facebook.com/" },
    { name: "Instagram", href: "https://www.instagram.com/" },
    { name: "LinkedIn", href: "https://www.linkedin.com/" },
    { name: "YouTube", href: "https://www.youtube.com/" },
  ],
} as const;

export const whatsappLink = (text: string = BUSINESS.whatsapp.greeting) => `https://wa.me/${BUSINESS.whatsapp.number}?text=${encodeURIComponent(text)}`;
