/** Client testimonials on the Our Clients page: four, each rated 5 stars. */
export type Testimonial = { quote: string; name: string; role: string; rating: 1 | 2 | 3 | 4 | 5 };

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      "The 80 mm pavers at our ambulance bay take heavy traffic every day and still look new. Their team worked at night so the hospital never had to close an entrance.",
    name: "Dr. Kiran Joshi",
    role: "Trustee, Sanjeevani Health Trust, Surat",
    rating: 5,
  },
  {
    quote: "We have bought paver blocks and precast walls for four projects now. Consistent quality, honest rates and deliveries that arrive when promised.",
    name: "Hitesh Shah",
    role: "Managing Partner, Shah Buildcon, Surat",
    rating: 5,
  },
  {
    quote: "Our 2 km precast boundary wall went up in under three weeks. The drawings, the erection crew and the after-sales support were excellent.",
    name: "Ramesh Agarwal",
    role: "Plant Head, Agarwal Steel Industries, Jamshedpur",
    rating: 5,
  },
  {
    quote: "I needed pavers and kerb stones for my farmhouse driveway. They helped me choose the right thickness and sent a small lot without fuss.",
    name: "Nisha Verma",
    role: "Home owner, Bardoli",
    rating: 5,
  },
];
