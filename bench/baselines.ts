/**
 * The baselines a cache hit is measured against, each sending the very bytes the app sent: nginx
 * serving them as a static file (one process, no access log), and a bare node:http server holding
 * them in memory (bench/bare-server.ts). Each starts on a free port and answers its pid, so the
 * benchmark can read its CPU time and pin it to a core.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "./server";

export interface Baseline {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Debian's nginx, where scripts/ensure-bench-tools.sh installs it; undefined when it is not installed. */
export const NGINX_PATH = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));

function scratchDir(name: string): string {
  const dir = path.resolve(`.tmp/bench-${name}-${process.pid}-${Math.random().toString(36).slice(2)}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** Stops `child` and removes `dir`; safe to call more than once. */
function stopper(child: ChildProcess, dir: string): () => Promise<void> {
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

async function untilAnswering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`baseline exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`baseline did not answer ${url} within 10 s:\n${output()}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/**
 * nginx as a static server usually runs: one worker (master_process off: the one process serves),
 * sendfile, open files cached, keep-alive as long as the app's, no access log. `encoding` is sent as
 * Content-Encoding, as nginx's gzip_static/brotli_static send a precompressed file. `headers`, when
 * given, are added to every answer (add_header) in place of nginx's own ETag: the app's header list,
 * so nginx sends about the same bytes as the app (it still adds Server, Last-Modified and Accept-Ranges).
 */
export async function startNginx(body: Uint8Array, contentType: string, encoding?: string, headers: Record<string, string> = {}): Promise<Baseline> {
  const dir = scratchDir("nginx");
  fs.writeFileSync(path.join(dir, "page"), body);
  const port = await freePort();
  const conf = `daemon off;
master_process off;
worker_processes 1;
error_log stderr warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  server_tokens off;
  ${Object.keys(headers).length ? "etag off;" : ""}
  sendfile on;
  tcp_nopush on;
  open_file_cache max=16 inactive=60s;
  keepalive_timeout 65s;
  keepalive_requests 100000000;
  client_body_temp_path ${dir}/client;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { }
  default_type "${contentType}";
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location / {
      try_files /page =404;
      ${encoding ? `add_header Content-Encoding ${encoding};` : ""}
      ${Object.entries(headers)
        .map(([name, value]) => `add_header ${name} ${nginxString(value)};`)
        .join("\n      ")}
    }
  }
}
`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), conf);
  let output = "";
  const child = spawn(NGINX_PATH ?? "nginx", ["-e", "stderr", "-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const url = `http://127.0.0.1:${port}/`;
  const stop = stopper(child, dir);
  try {
    await untilAnswering(url, child, () => output);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, pid: child.pid!, stop };
}

/** `value` as a quoted string of nginx's configuration (nginx would read a "$" as a variable). */
function nginxString(value: string): string {
  if (value.includes("$")) throw new Error(`nginx cannot send a header value with "$": ${value}`);
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** bench/bare-server.ts on `body` with `headers` (Content-Length is added). */
export async function startBareNode(body: Uint8Array, headers: Record<string, string>): Promise<Baseline> {
  const dir = scratchDir("bare");
  const file = path.join(dir, "body");
  fs.writeFileSync(file, body);
  fs.writeFileSync(`${file}.json`, JSON.stringify(headers));
  const child = spawn(process.execPath, ["--import", "tsx", "bench/bare-server.ts", file, `${file}.json`], { stdio: ["ignore", "pipe", "inherit"] });
  const stop = stopper(child, dir);
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("bare server did not start within 10 s")), 10_000);
      child.stdout!.once("data", (c: Buffer) => (clearTimeout(timer), resolve(Number(c.toString().trim()))));
      child.once("exit", (code) => (clearTimeout(timer), reject(new Error(`bare server exited (${code})`))));
    });
    return { url: `http://127.0.0.1:${port}/`, pid: child.pid!, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
