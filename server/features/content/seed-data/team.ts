/** Meet Our Team: the group photo, six leaders and four values. */
import team from "./team.json" with { type: "json" };

type TeamMember = { name: string; position: string; description: string; achievements: string[]; image: string };

export const TEAM_GROUP_IMAGE = {
  src: "/images/team/group.webp",
  alt: "The team of Shree Ganesh Cement Products gathered in front of the factory",
  width: 1600,
  height: 900,
  widths: [400, 800, 1600],
} as const;

export const LEADERS: TeamMember[] = team.leaders;

export const VALUES: { title: string; text: string }[] = team.values;
