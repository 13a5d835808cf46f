// npm ci refuses a lockfile that lacks any optional dependency of a locked package, and npm
// install leaves out the platform packages (rollup's, tailwind's oxide) that the registry it
// reached does not carry. This adds a stub entry, with its os/cpu/libc, for each such package:
// npm ci then skips them on platform as it would anyway. Run after `npm install`:
//   node scripts/complete-lockfile.mjs
import fs from "node:fs";

const LOCK = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(LOCK, "utf8"));
const pkgs = lock.packages;
const OSES = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "openharmony", "netbsd", "sunos", "aix"];
const CPUS = ["arm64", "x64", "ia32", "loong64", "ppc64", "riscv64", "s390x", "arm"];

function platformOf(name) {
  const base = name.split("/").pop();
  if (base.includes("wasm32")) return { cpu: ["wasm32"] };
  const os = OSES.find((o) => base.includes(`-${o}-`) || base.endsWith(`-${o}`));
  const rest = os ? base.slice(base.indexOf(`-${os}`) + os.length + 1) : base;
  const cpu = CPUS.find((c) => rest === `-${c}` || rest.startsWith(`-${c}-`));
  if (!os || !cpu) return undefined;
  const entry = { os: [os], cpu: [cpu] };
  if (rest.includes("musl")) entry.libc = ["musl"];
  else if (os === "linux" && rest.includes("gnu")) entry.libc = ["glibc"];
  return entry;
}

let added = 0;
for (const [key, pkg] of Object.entries(pkgs)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const at = `node_modules/${dep}`;
    if (pkgs[at]) continue;
    const platform = platformOf(dep);
    if (!platform) {
      console.warn(`left alone: ${dep} (optional dependency of ${key || "the project"}; platform unknown)`);
      continue;
    }
    pkgs[at] = { version, ...(pkg.dev ? { dev: true } : {}), optional: true, ...platform };
    added++;
  }
}
const { "": root, ...rest } = pkgs;
lock.packages = {
  "": root,
  ...Object.fromEntries(
    Object.keys(rest)
      .sort()
      .map((k) => [k, rest[k]]),
  ),
};
fs.writeFileSync(LOCK, JSON.stringify(lock, null, 2) + "\n");
console.log(`added ${added} platform stub entries to package-lock.json`);
