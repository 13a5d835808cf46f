/** Our Clients: four headline figures and the four sectors we serve. */
export const CLIENT_FIGURES: { value: string; label: string }[] = [
  { value: "150+", label: "Happy Clients" },
  { value: "300+", label: "Projects Completed" },
  { value: "25+", label: "Years of Combined Expertise" },
  { value: "98%", label: "Client Satisfaction" },
];

export type Sector = { name: string; clients: string; text: string; projects: string[] };

export const SECTORS: Sector[] = [
  {
    name: "Government & Public Works",
    clients: "40+ clients",
    text: "Municipal bodies, road contractors and public-works divisions trust us for footpaths, road edges and compound walls.",
    projects: ["Footpath paving along city roads in Surat", "Kerbing for rural road schemes in South Gujarat", "Boundary walls for public school campuses"],
  },
  {
    name: "Real Estate & Housing",
    clients: "55+ clients",
    text: "Builders and housing societies use our pavers, blocks and precast walls for townships, bungalows and apartment compounds.",
    projects: ["Society compound paving in Vesu and Pal", "Precast compound walls for plotted developments", "CCON block supply for high-rise walls"],
  },
  {
    name: "Industrial & Commercial",
    clients: "35+ clients",
    text: "Factories, warehouses and logistics parks need heavy-duty pavers and fast boundary walls, and we deliver both at scale.",
    projects: ["Heavy-duty yard paving for warehouses at Hazira", "Precast walls around industrial plots in Adityapur", "Fencing poles for solar parks"],
  },
  {
    name: "Healthcare & Institutions",
    clients: "20+ clients",
    text: "Hospitals, colleges and religious trusts choose us for safe, low-maintenance campuses that stay open during the work.",
    projects: ["Hospital campus paving and kerbing, 10,000+ sq m", "College campus walkways and parking", "Temple trust courtyard paving"],
  },
];
