/**
 * The gallery as the site first showed it: the seed of gallery_images (server/features/content/gallery.ts).
 * Each 800 x 600 with -400/-800 variants. The public page reads the database, not this file.
 */
import type { GalleryCategory, GalleryImage } from "../../../../app/components/site/gallery-images";

const entries: [GalleryCategory, string, string][] = [
  ["products", "Zig-Zag Paver Blocks", "Red and yellow zig-zag interlocking paver blocks"],
  ["products", "I-Shape Paver Blocks", "Grey I-shape interlocking paver blocks laid in rows"],
  ["products", "Fly Ash Bricks", "Stack of grey fly ash bricks"],
  ["products", "Hollow Concrete Blocks", "Hollow concrete blocks stacked on a pallet"],
  ["products", "Half-Battered Kerb Stones", "Row of half-battered precast kerb stones"],
  ["products", "Concrete Fencing Poles", "Concrete fencing poles with wire slots in a field"],
  ["products", "Precast Wall Panels", "Precast boundary wall panels being erected between columns"],
  ["products", "CCON Light-Weight Blocks", "Pallets of light-weight CCON blocks"],
  ["projects", "Site Delivery", "Truck unloading concrete products at a construction site"],
  ["projects", "Hospital Approach Road", "Paved approach road of the hospital campus project"],
  ["projects", "Hospital Garden Walkways", "Paver walkways in the gardens of the hospital campus"],
  ["projects", "Road Kerbing", "Road edged with painted splayed kerb stones"],
  ["projects", "Industrial Boundary Wall", "Long RCC boundary wall around an industrial plot"],
  ["projects", "Hospital Visitor Parking", "Paved visitor parking beside the hospital"],
  ["projects", "Society Compound Paving", "Herringbone paving in a housing society compound"],
  ["projects", "Paving Work in Progress", "Paving work in progress on a new road"],
  ["team", "Moulding Line Team", "Production team at the moulding line"],
  ["team", "Evening Shift", "Factory team on the evening shift"],
  ["team", "Curing Yard Crew", "Plant crew standing in the curing yard"],
  ["team", "Site Supervision", "Our site team supervising an installation"],
  ["team", "Laying Team", "Laying team finishing a zig-zag paver road"],
  ["team", "The Factory Team", "The whole factory team together at dusk"],
];

export const GALLERY_IMAGES: GalleryImage[] = entries.map(([category, title, alt], i) => ({
  id: i + 1,
  src: `/images/gallery/gallery-${String(i + 1).padStart(2, "0")}.webp`,
  alt,
  category,
  title,
}));
