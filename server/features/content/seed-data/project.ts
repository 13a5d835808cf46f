/**
 * Seed data only: the hospital project the site showed before projects were a collection, written
 * into the projects table once (server/features/content/projects.ts, projectsSeeder). Staff edit it under
 * Admin → Projects; no page reads this file.
 */
export const HOSPITAL_PROJECT = {
  name: "Sanjeevani Multispeciality Hospital Campus",
  /** The page's title and description in search results (at most 65 and 160 characters). */
  metaTitle: "Sanjeevani Hospital Paving Project",
  metaDescription:
    "How we paved a working hospital campus in Adajan, Surat: 10,000+ sq m of paver blocks and 600+ kerb stones for its roads, ambulance bay and parking.",
  summary: "Paving and kerbing of a working hospital campus: approach roads, ambulance bays, parking and garden walkways.",
  client: "Sanjeevani Health Trust",
  location: "Adajan, Surat, Gujarat",
  year: "2023",
  duration: "4 months",
  status: "Completed",
  category: "Healthcare",
  quantities: [
    { label: "Paver blocks", value: "pavers 10000+ sq mtrs" },
    { label: "Kerb stones", value: "kerbs 600+ nos" },
  ],
  overview: [
    "The trust was expanding its hospital campus and needed durable, low-maintenance paving for the new approach road, the ambulance drop-off, two parking areas and the walkways around the gardens.",
    "We supplied and supervised the laying of more than ten thousand square metres of interlocking paver blocks and over six hundred precast kerb stones, while the hospital stayed open around the clock.",
  ],
  images: [
    {
      src: "/images/project/hospital-1.webp",
      alt: "Hospital building with the new paved approach road and kerbed edges",
      caption: "Main approach road and entrance",
    },
    { src: "/images/project/hospital-2.webp", alt: "Paved parking area beside the hospital with kerb stones", caption: "Visitor parking" },
    { src: "/images/project/hospital-3.webp", alt: "Garden walkway of paver blocks on the hospital campus", caption: "Garden walkways" },
  ],
  challenges: [
    "The hospital had to stay open: ambulances and patients needed a clear route at every hour of the day.",
    "The ambulance bay and service road carry heavy, turning loads that crack ordinary paving.",
    "Monsoon rain used to pond near the entrance, so the new surface had to drain quickly.",
    "The work had to be finished before the new wing opened, in about four months.",
  ],
  solutions: [
    "We paved in phases, mostly at night, so one approach lane was always open.",
    "80 mm high-strength (M40) interlocking pavers were laid at the ambulance bay and service road, 60 mm zig-zag pavers on walkways.",
    "Kerb stones channel the rain water to new drains, and the pavers were laid to falls for quick run-off.",
    "Ready stock from our Surat plant and our own trucks kept materials on site on schedule.",
  ],
} as const;
