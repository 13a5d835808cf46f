/** The home carousel: five product lines. Images are 1600 x 700 with -400/-800/-1600 variants. */
export type Slide = { image: string; alt: string; title: string; text: string; cta: { label: string; to: string } };

export const SLIDE_IMAGE = { width: 1600, height: 700, widths: [400, 800, 1600] } as const;

export const SLIDES: Slide[] = [
  {
    image: "/images/slides/paver-blocks.webp",
    alt: "Herringbone pattern of red and grey concrete paver blocks",
    title: "Paver Blocks",
    text: "Interlocking pavers in 60, 80 and 100 mm for driveways, roads, parking and society compounds.",
    cta: { label: "Explore Paver Blocks", to: "/paver-blocks" },
  },
  {
    image: "/images/slides/ccon-blocks.webp",
    alt: "Pallets of light-weight CCON concrete blocks stacked in the yard",
    title: "CCON Blocks",
    text: "Light-weight cellular concrete blocks that build faster walls with better heat insulation.",
    cta: { label: "Explore CCON Blocks", to: "/ccon-blocks" },
  },
  {
    image: "/images/slides/kerb-stones.webp",
    alt: "Road edge lined with painted precast kerb stones",
    title: "Kerb Stones",
    text: "Precast kerbs in splayed, half-battered and flat profiles for roads, footpaths and campuses.",
    cta: { label: "Explore Kerb Stones", to: "/kerb-stone" },
  },
  {
    image: "/images/slides/fencing-poles.webp",
    alt: "Row of concrete fencing poles with barbed wire at dusk",
    title: "Fencing Poles",
    text: "RCC fencing poles with wire slots and Y-angle tops for farms, plots and industrial boundaries.",
    cta: { label: "Explore Fencing Poles", to: "/fencing-poles" },
  },
  {
    image: "/images/slides/precast-boundary-walls.webp",
    alt: "Long precast RCC boundary wall of panels between columns",
    title: "Precast Boundary Walls",
    text: "Ready-made RCC compound walls erected in days, not weeks, at a fraction of brick-wall cost.",
    cta: { label: "Explore Precast Walls", to: "/precast-boundary-wall" },
  },
];

/** The carousel moves to the next slide every 5 seconds. */
export const SLIDE_INTERVAL_MS = 5000;
