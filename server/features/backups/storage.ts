import type { BackupStatusDto } from "#schemas/backups";

/** Where each backup is copied besides BACKUP_DIR (S3-compatible storage), when one is configured. */
export interface BackupStorage {
  /** s3://bucket/prefix, for the status. */
  readonly location: string;
  put(key: string, filePath: string): Promise<unknown>;
  delete(key: string): Promise<unknown>;
  list(prefix: string): Promise<{ key: string }[]>;
}

/** The status waits at most this long for the storage to say whether it holds the last backup. */
const COPY_CHECK_MS = 5000;

/** Why the last copy to storage made here failed, for the status while the storage lacks that backup. */
export type CopyFailure = { name: string; error: string };

/**
 * Whether the storage holds the backup: asked of the storage itself, so every instance answers alike.
 * `failure` is read once the storage has answered.
 */
export async function storageCopy(store: BackupStorage, name: string, failure: () => CopyFailure | null): Promise<NonNullable<BackupStatusDto["copy"]>> {
  const key = `backups/${name}`;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the storage did not answer within ${COPY_CHECK_MS / 1000} s`)), COPY_CHECK_MS);
  });
  try {
    const copied = (await Promise.race([store.list(key), late])).some((o) => o.key === key);
    const copyFailure = failure();
    return { location: store.location, copied, error: copied ? null : copyFailure?.name === name ? copyFailure.error : null };
  } catch (err) {
    return { location: store.location, copied: null, error: (err as Error)?.message || String(err) };
  } finally {
    clearTimeout(timer);
  }
}
