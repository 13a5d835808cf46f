/** Meet Our Team: the group photo, six leaders and four values. */
type TeamMember = { name: string; position: string; description: string; achievements: string[]; image: string };

export const TEAM_GROUP_IMAGE = {
  src: "/images/team/group.webp",
  alt: "The team of Shree Ganesh Cement Products gathered in front of the factory",
  width: 1600,
  height: 900,
  widths: [400, 800, 1600],
} as const;

export const LEADERS: TeamMember[] = [
  {
    name: "Rajesh Patel",
    position: "Founder & Chief Executive Officer",
    description: "Rajesh turned the family tiles business into a precast concrete manufacturer in 2009 and still walks the production floor every morning.",
    achievements: [
      "Led the move from tiles to precast concrete products",
      "Grew the plant from one machine to six production lines",
      "Opened the Jharkhand branch office",
    ],
    image: "/images/team/leader-1.webp",
  },
  {
    name: "Meena Patel",
    position: "Director, Finance & Administration",
    description: "Meena manages finance, purchasing and compliance, and keeps our pricing transparent and our suppliers paid on time.",
    achievements: ["Introduced GST-ready invoicing and online payments", "Negotiated long-term cement and fly ash supply contracts"],
    image: "/images/team/leader-2.webp",
  },
  {
    name: "Vikram Desai",
    position: "Head of Production",
    description: "A civil engineer with two decades in precast concrete, Vikram runs the mixing, moulding and curing lines at the Surat plant.",
    achievements: ["Raised daily paver output to 25,000 pieces", "Cut breakage in handling by a third with new pallet racks"],
    image: "/images/team/leader-3.webp",
  },
  {
    name: "Anil Sharma",
    position: "Quality Control Manager",
    description: "Anil heads our testing laboratory, where every batch is checked for compressive strength, water absorption and dimensions.",
    achievements: ["Set up the in-house compression testing laboratory", "Maintains test records for every batch dispatched"],
    image: "/images/team/leader-4.webp",
  },
  {
    name: "Priya Mehta",
    position: "Head of Sales & Business Development",
    description: "Priya works with builders, architects and government contractors to choose the right products and plan deliveries.",
    achievements: ["Built our network of dealers across Gujarat", "Won the hospital campus paving project of 10,000+ sq m"],
    image: "/images/team/leader-5.webp",
  },
  {
    name: "Suresh Kumar Yadav",
    position: "Branch Manager, Jharkhand",
    description: "Suresh leads our Adityapur branch and serves customers in Jharkhand, Bihar, West Bengal and Odisha.",
    achievements: ["Established the eastern India branch and dealer network", "Delivered precast boundary walls for industrial estates in Jamshedpur"],
    image: "/images/team/leader-6.webp",
  },
];

export const VALUES: { title: string; text: string }[] = [
  { title: "Excellence", text: "We test what we make and deliver only what we would use on our own homes." },
  { title: "Innovation", text: "New shapes, lighter blocks and better machines keep our products ahead of the market." },
  { title: "Integrity", text: "Honest prices, honest weights and promises on delivery that we keep." },
  { title: "Sustainability", text: "Fly ash, recycled water and long-lasting products that reduce waste on every site." },
];
