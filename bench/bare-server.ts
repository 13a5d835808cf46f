/**
 * The baseline of the page and API benchmarks: a bare node:http server that answers every request
 * with the same bytes from memory and the headers it is given, made once, nothing else.
 * Usage: node --import tsx bench/bare-server.ts <body-file> <headers.json>   (prints the port when listening)
 * The headers file is a JSON object: Content-Type (and Content-Encoding for a compressed body) for
 * the bare baseline, or all of the app's headers for the "same headers" one. Content-Length is added.
 */
import fs from "node:fs";
import http from "node:http";

const [file, headersFile] = process.argv.slice(2);
if (!file || !headersFile) throw new Error("usage: bare-server.ts <body-file> <headers.json>");
const body = fs.readFileSync(file);
const headers = { ...(JSON.parse(fs.readFileSync(headersFile, "utf8")) as Record<string, string>), "content-length": String(body.length) };
const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000; // as the app's (server/core/http/node-server.ts)
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(typeof address === "object" && address ? address.port : 0);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
