import path from "node:path";
import { TEST_PGOPTIONS } from "../helpers/test-env";

/** One place for the end-to-end server's address, data directory and first admin. */
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? `.tmp/e2e-${port}`);
const buildDir = process.env.BUILD_DIR ?? "build";

/** The local stand-in for IndiaMART's API that the integrations journey starts (a port of its own per E2E_PORT). */
const marketplacePort = port + 7;

export const E2E = {
  port,
  marketplacePort,
  baseURL: `http://localhost:${port}`,
  dataDir,
  /** The compiled server `npm run build` writes and `npm run serve` runs: the journeys test what production runs. */
  serverEntry: path.resolve(buildDir, "server-main", "index.js"),
  admin: { email: "owner@e2e.example", password: "E2e-admin-pass-1" },
  serverEnv: {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    ADMIN_EMAIL: "owner@e2e.example",
    ADMIN_PASSWORD: "E2e-admin-pass-1",
    // No PUBLIC_URL, the default: links come from the start address (http://localhost:<port>), never from a request's Host.
    LOG_LEVEL: "warn",
    RATE_LIMIT_FORMS: "100000",
    RATE_LIMIT_LOGIN: "100000",
    RATE_LIMIT_QUOTATION_READS: "100000",
    RATE_LIMIT_CATALOGUE_DOWNLOADS: "100000",
    RATE_LIMIT_PINCODE_LOOKUPS: "100000",
    // No daily backup at start: the journeys make theirs with "Back up now".
    BACKUPS: "off",
    // Commits that do not wait for the disk, as the API tests' databases (TEST_PGOPTIONS).
    PGOPTIONS: TEST_PGOPTIONS,
    // IndiaMART is the journey's local server, pulled back to back.
    INDIAMART_API_URL: `http://127.0.0.1:${marketplacePort}/wservce/crm/crmListing/v2/`,
    INDIAMART_MIN_INTERVAL_SECONDS: "0",
  } as Record<string, string>,
};
