/** Marketing content of the home page (kept apart from business.ts so the home page's JavaScript stays small). */

export const HOME_HEADLINE = "Leading Manufacturer of Premium Cement Products";

export const HOME_INTRO =
  `From our factory in Surat we make paver blocks, kerb stones, CCON and fly ash blocks, fencing poles and precast boundary walls ` +
  `for builders, contractors, government works and home owners across India. Every batch is machine-vibrated, cured and tested before it leaves the yard.`;

export const HOME_STATS: { value: string; label: string }[] = [
  { value: "15+", label: "Years of Experience" },
  { value: "10,000+", label: "Products Delivered" },
  { value: "5,000+", label: "Happy Customers" },
  { value: "50+", label: "Cities Served" },
];

export const WHY_CHOOSE_US: { title: string; text: string }[] = [
  {
    title: "Manufacturing Excellence",
    text: "Hydraulic and vibro-press machines, batch-weighed mixes and controlled water curing give every block the same strength and finish.",
  },
  {
    title: "Eco-Friendly Products",
    text: "Fly ash and recycled aggregates replace part of the cement and clay, so our products carry a smaller carbon footprint.",
  },
  {
    title: "Quick Delivery",
    text: "Our own trucks and cranes deliver from ready stock across Gujarat and Jharkhand, usually within days of the order.",
  },
  {
    title: "Competitive Pricing",
    text: "Factory-direct prices with no middlemen, and clear per-piece or per-square-foot rates for every product.",
  },
];
