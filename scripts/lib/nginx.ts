// nginx serving one file on a free loopback port, a baseline of the benchmark (the cached post page
// should reach 0.5 of nginx with one worker serving its HTML). Optional: undefined when nginx is not installed.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { freePort, waitFor } from "./production-server";

export type Nginx = { base: string; stop(): Promise<void> };

const NGINX = process.env.NGINX_PATH ?? "nginx";

/** Serves `html` as /<name>, with a precompressed copy for gzip_static, from a temporary directory. */
export async function startNginx(name: string, html: string, { workers = 1 }: { workers?: number | "auto" } = {}): Promise<Nginx | undefined> {
  if (spawnSync(NGINX, ["-v"]).error) return undefined;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "crd-nginx-"));
  const www = path.join(dir, "www");
  await fs.mkdir(www, { recursive: true });
  await fs.writeFile(path.join(www, name), html);
  await fs.writeFile(path.join(www, `${name}.gz`), gzipSync(html, { level: 9 }));
  // The worker processes may run as another user: everything they read must be readable by all.
  await fs.chmod(dir, 0o755);
  await fs.chmod(www, 0o755);
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  await fs.writeFile(
    conf,
    `worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  # As a production nginx keeps it: every request logged, through a buffer (the baseline).
  access_log ${dir}/access.log combined buffer=64k flush=1s;
  types { text/html html; }
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${www};
    gzip_static on;
  }
}
`,
  );
  const child = spawn(NGINX, ["-c", conf, "-p", dir, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((r) => child.once("exit", r));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/${name}`, 10_000);
  return {
    base,
    async stop() {
      child.kill("SIGQUIT");
      await exited;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
