/** What the backup and restore commands share: the configuration, a plain console log, exit codes. */
import { ConfigError, loadConfig, type Config } from "../server/core/config";

/** Exit codes of `npm run backup` and `npm run restore` (listed in the README). */
export const EXIT = { ok: 0, failed: 1, missing: 2, corrupt: 3, notEmpty: 4, busy: 5, usage: 64 } as const;

export const consoleLog = {
  info: (msg: string) => console.log(msg),
  warn: (msg: string) => console.warn(msg),
  debug: () => undefined,
};

export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(EXIT.failed);
    }
    throw err;
  }
}

/** Runs a command's `main` and exits with the code it answers; `failure` reports what `main` threw and answers that exit code. */
export function runCommand(main: () => Promise<number>, failure: (err: unknown) => number): void {
  main().then(
    (code) => process.exit(code),
    (err) => process.exit(failure(err)),
  );
}
