/**
 * The business's identity in one typed place: name, addresses, phones, e-mails, WhatsApp, hours,
 * tax id and social links. Placeholder values that read like the real thing: the owner changes
 * them here and nowhere else (the site's contact block, footer, header and structured data read them).
 */
export const BUSINESS = {
  name: "Shree Ganesh Cement Products",
  shortName: "Shree Ganesh",
  formerName: "Formerly known as Shree Ganesh Tiles",
  tagline: "Trusted since 2009 for paver blocks, kerb stones, fly ash bricks and precast walls",
  foundedMarketing: 2009,
  /** The company-information table gives 2008: the business states both years, so both readings stay. */
  establishedTable: 2008,
  /** GST state code of the head office's state (Gujarat): a customer in this state is billed CGST + SGST, elsewhere IGST. */
  stateCode: "24",
  headOffice: {
    label: "Head Office & Factory (Surat)",
    /** Names the office in link texts: 'Get directions to the Surat head office'. */
    name: "Surat head office",
    lines: ["Plot No. 42, GIDC Sachin Industrial Estate", "Sachin, Surat, Gujarat 394230", "India"],
    mapQuery: "GIDC Sachin Surat Gujarat",
    /** The same address in parts, for structured data (schema.org PostalAddress). */
    postal: { street: "Plot No. 42, GIDC Sachin Industrial Estate", locality: "Surat", region: "Gujarat", postalCode: "394230", country: "IN" },
  },
  branch: {
    label: "Branch Office (Jharkhand)",
    name: "Jharkhand branch",
    lines: ["Plot No. 7, Adityapur Industrial Area, Phase 2", "Adityapur, Jamshedpur, Jharkhand 832109", "India"],
    mapQuery: "Adityapur Industrial Area Jamshedpur Jharkhand",
  },
  /**
   * In display order, each answered at one office: an office's contact block shows its own numbers
   * (the footer the head office's two), the contact page all three. The first is the main number.
   */
  phones: [
    { label: "Sales", display: "+91 98250 41234", tel: "+919825041234", office: "head" },
    { label: "Office", display: "+91 261 239 7788", tel: "+912612397788", office: "head" },
    { label: "Jharkhand branch", display: "+91 94311 56789", tel: "+919431156789", office: "branch" },
  ],
  /** The first is the general enquiries address the header, footer and sidebars show. */
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
  /** GSTIN: a placeholder of the real shape whose check character is right (schemas/gstin.ts). */
  taxId: "24ABCFS1234K1ZD",
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

/** A Google Maps search for an office, for 'Get directions'. */
export const mapsLink = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
