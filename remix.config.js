/** Remix v2, classic compiler. The Express server in server.ts hosts the build. */
import path from "node:path";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { tsImport } from "tsx/esm/api";

const ignoredRouteFiles = ["**/.*", "**/*.test.{ts,tsx}"];

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles,
  /**
   * The dashboard's routes generated from the menu (app/menu/routes.ts, decision 0023), beside the route
   * files of app/routes, which win. The menu is TypeScript: tsx loads it here, at build time only.
   */
  async routes(defineRoutes) {
    const { menuRoutes } = await tsImport("./app/menu/routes.ts", import.meta.url);
    return menuRoutes(defineRoutes, flatRoutes(path.join(import.meta.dirname, "app"), ignoredRouteFiles));
  },
  // CommonJS, so that the build and the React packages it loads from node_modules (CommonJS) share one
  // Preact (decision 0048).
  serverModuleFormat: "cjs",
  serverBuildPath: "build/index.cjs",
  serverDependenciesToBundle: [/^remix-i18next/],
  browserNodeBuiltinsPolyfill: { modules: {} },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: false,
  },
};
