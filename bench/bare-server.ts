/**
 * The baseline of the page and API benchmarks: a bare node:http server that answers every request
 * with the same bytes from memory (a file's content, with its Content-Type), nothing else.
 * Usage: node --import tsx bench/bare-server.ts <file> <content-type> [headers.json]   (prints the port when listening)
 * With a headers file (a JSON object), it sends those headers too: the same bytes as the app, headers and all.
 */
import fs from "node:fs";
import http from "node:http";

const [file, contentType, headersFile] = process.argv.slice(2);
if (!file || !contentType) throw new Error("usage: bare-server.ts <file> <content-type> [headers.json]");
const body = fs.readFileSync(file);
const extra = headersFile ? (JSON.parse(fs.readFileSync(headersFile, "utf8")) as Record<string, string>) : {};
const server = http.createServer((_req, res) => {
  res.writeHead(200, { ...extra, "content-type": contentType, "content-length": body.length });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(typeof address === "object" && address ? address.port : 0);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
