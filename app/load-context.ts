import type { DocumentContext } from "../server/http/app";

// Route loaders and actions receive the server's services through `context` (never by import),
// so the app bundle holds no server code.
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends DocumentContext {}
}
export {};
