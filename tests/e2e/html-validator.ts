/**
 * The Nu HTML Checker (vnu.jar from the `vnu-jar` package, the W3C validator's engine) over many
 * documents at once: one Java start checks them all. Needs Java 11 or newer on the PATH, or JAVA
 * pointing at a java binary (scripts/ensure-java.sh installs Debian's when missing).
 */
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));

export type HtmlDocument = { label: string; html: string };

type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; firstColumn?: number; message: string; extract?: string };

/**
 * Every error the checker finds in `docs`, one readable line each ("label line:col message
 * «extract»"); empty when all of them are valid HTML. Warnings and notes are not errors, nor are
 * messages about inline CSS (below).
 */
export async function htmlErrors(docs: HtmlDocument[]): Promise<string[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "vnu-"));
  try {
    const files = await Promise.all(
      docs.map(async (doc, i) => {
        const file = path.join(dir, `${String(i).padStart(2, "0")}.html`);
        await fs.writeFile(file, doc.html);
        return file;
      }),
    );
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        process.env.JAVA ?? "java",
        ["-Xss1m", "-jar", VNU_JAR, "--format", "json", "--stdout", "--exit-zero-always", ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, out, err) => (error ? reject(new Error(`vnu.jar did not run (is Java installed?): ${error.message}\n${err}`)) : resolve(out)),
      );
    });
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    const labelOf = (url = "") => {
      const i = files.findIndex((f) => url.endsWith(path.basename(f)));
      return i >= 0 ? docs[i].label : url;
    };
    // The checker's CSS validator predates what Tailwind writes (@property, @layer, @starting-style,
    // newer properties): its "CSS:" messages about the critical CSS inlined in cached pages
    // (server/core/http/critical-css.ts) are about the checker, not the document.
    return messages
      .filter((m) => (m.type === "error" || m.type === "non-document-error") && !m.message.startsWith("CSS: "))
      .map(
        (m) => `${labelOf(m.url)} ${m.lastLine ?? "?"}:${m.firstColumn ?? "?"} ${m.message}${m.extract ? ` «${m.extract.replace(/\s+/g, " ").trim()}»` : ""}`,
      );
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
