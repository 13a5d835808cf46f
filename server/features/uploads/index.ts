/** Uploaded images: what other features use of them. */
export type { UploadFiles } from "./upload-files";
