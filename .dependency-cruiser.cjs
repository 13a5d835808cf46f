/**
 * The import boundaries of the code, checked by `npm run check:boundaries` (part of `npm test`).
 * Dependencies point one way: the composition root (server/index.ts, start.ts, services.ts,
 * routes.ts) → features → the shared core; the browser app and the server meet only in `schemas/`
 * (and in types). Type-only imports count as imports here.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import circle (type-only imports included) ties modules together that should be read and changed apart.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "database-imports-no-feature",
      comment: "The database layer (server/core/db) is below every feature: it imports none.",
      severity: "error",
      from: { path: "^server/core/db/" },
      to: { path: "^server/(features|services|start|routes|housekeeping|index)" },
    },
    {
      name: "core-imports-no-feature",
      comment: "The shared core serves every feature and imports none of them (the composition root wires them).",
      severity: "error",
      from: { path: "^server/core/" },
      to: { path: "^server/features/" },
    },
    {
      name: "feature-through-public-entry",
      comment: "A server feature reaches another feature only through that feature's index.ts.",
      severity: "error",
      from: { path: "^server/features/([^/]+)/" },
      to: { path: "^server/features/", pathNot: ["^server/features/$1/", "^server/features/[^/]+/index\\.ts$"] },
    },
    {
      name: "app-feature-through-public-entry",
      comment: "An admin feature reaches another feature only through that feature's index.ts.",
      severity: "error",
      from: { path: "^app/features/([^/]+)/" },
      to: { path: "^app/features/", pathNot: ["^app/features/$1/", "^app/features/[^/]+/index\\.ts$"] },
    },
    {
      name: "server-imports-only-types-from-app",
      comment: "The server runs none of the browser app's code: it may name the app's types, nothing more.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^app/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "app-imports-only-types-from-server",
      comment: "The browser app reaches the server through HTTP and the router context, never by import: types only.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "schemas-import-neither-side",
      comment: "schemas/ is what the browser and the server share, so it imports neither.",
      severity: "error",
      from: { path: "^schemas/" },
      to: { path: "^(app|server)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/|^build/|^\\.react-router/|^tests/fixtures/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
