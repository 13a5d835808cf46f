/** Client testimonials on the Our Clients page: four, each rated 5 stars. */
import type { Translations } from "#schemas/translations";
import testimonials from "./testimonials.json" with { type: "json" };

/** Its translations are keyed by the clients document's fields (`text` for the quote, `role`). */
export type Testimonial = { quote: string; name: string; role: string; rating: 1 | 2 | 3 | 4 | 5; translations?: Translations };

const isRating = (n: number): n is Testimonial["rating"] => Number.isInteger(n) && n >= 1 && n <= 5;

/** Each rating is checked to be a whole number of stars from 1 to 5 when the file is read. */
export const TESTIMONIALS: Testimonial[] = testimonials.map(({ rating, ...t }) => {
  if (!isRating(rating)) throw new Error(`testimonials.json: ${t.name}'s rating ${rating} is not 1 to 5 stars`);
  return { ...t, rating };
});
