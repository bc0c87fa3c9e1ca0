import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/app",
  buildDirectory: "build",
  ssr: true,
  // Adopted early (issue 33): no future-flag warnings for these. v8_passThroughRequests is not: loaders would see
  // the `.data` URL of a client-side navigation (entity.tsx, paging.ts and contact-us.tsx read the path).
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
