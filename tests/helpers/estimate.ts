import type { TruckType } from "#schemas/freight";

/**
 * The demo's truck types (the values the demo seeds for Settings, "Freight"): the estimate's tests
 * store exactly these, since journeys running beside them share the server's settings.
 */
export const DEMO_TRUCKS: TruckType[] = [
  { name: "Tractor trolley", loadTonnes: 5, ratePerKm: 45, minimumCharge: 1500 },
  { name: "Truck (10 tonnes)", loadTonnes: 10, ratePerKm: 70, minimumCharge: 3000 },
];

/** The demo's road factor and the factory's PIN code (Sachin GIDC, Surat). */
export const DEMO_ROAD_FACTOR = 1.3;
export const DEMO_FACTORY_PIN = "394230";
