// Builds ../dist/: index.html, app.js (one minified bundle), app.css.
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
