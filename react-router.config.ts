import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/app",
  buildDirectory: "build",
  ssr: true,
  // Adopted early (issue 33): no future-flag warnings for these. v8_passThroughRequests (issue 35): loaders and
  // actions get the request as it came (React Router no longer copies it twice per loader to strip its own
  // `.data` and `_routes` parts), and read the page's address from their `url` argument, which is the page's own.
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
  },
} satisfies Config;
