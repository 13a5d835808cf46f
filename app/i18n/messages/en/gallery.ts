/** The gallery in English. */
export const gallery = {
  title: "Gallery",
  description: "Photos of our paver blocks, kerb stones, precast walls and fencing poles, of the projects we have paved and of our team at the Surat factory.",
  subtitle: "Our products, our projects and the people who make them.",
  filter: "Filter images",
  tabs: {
    all: "All",
    products: "Products",
    projects: "Projects",
    team: "Team",
  },
  empty: "No images found in this category.",
  open: "Open {title}",
};
