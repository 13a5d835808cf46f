/** Start the production server on a fresh data directory for one end-to-end run. */
import fs from "node:fs";
import { E2E } from "./env";

fs.rmSync(E2E.dataDir, { recursive: true, force: true });
await import("../../server/index");
