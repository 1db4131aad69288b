// Builds ../dist/: index.html (the web page), activity.html (the Discord Activity's page), app.js
// (one minified bundle for both: a classic script, no module splitting, which iOS's Discord
// refuses under the proxy's CSP), app.css.
import { build } from "esbuild";
import { copyFile, mkdir, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "dist");

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
await build({
  entryPoints: [join(here, "src", "main.ts")],
  outfile: join(out, "app.js"),
  bundle: true,
  minify: true,
  format: "iife",
  target: ["es2020"],
  legalComments: "none",
  logLevel: "warning",
});
await build({
  entryPoints: [join(here, "src", "app.css")],
  outfile: join(out, "app.css"),
  bundle: true,
  minify: true,
  logLevel: "warning",
});
await copyFile(join(here, "src", "index.html"), join(out, "index.html"));
await copyFile(join(here, "src", "activity.html"), join(out, "activity.html"));
