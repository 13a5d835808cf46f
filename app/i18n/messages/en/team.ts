/** Meet Our Team in English. */
export const team = {
  title: "Meet Our Team",
  description: "The people behind {business}: our leadership, production, quality and sales teams, and the values we work by.",
  subtitle: "Engineers, craftsmen and customer people who make every block count.",
  leadership: "Our Leadership",
  portrait: "Portrait of {name}",
  achievements: "Achievements",
  values: "Our Values",
  workWith: "Work With Our Team",
  workWithText: "Talk to our engineers about your project, or visit the plant to see our products being made.",
  getInTouch: "Get in Touch",
};
