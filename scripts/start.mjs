// @ts-check
/**
 * `npm start`: builds the site when there is no complete build yet, then serves it.
 * (An existing build is served as is; run `npm run build` after changing the code.)
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { META_FILE } from "../server/build-meta.mjs";

const clientDir = new URL("../build/client/", import.meta.url);
// postbuild writes the meta file last: without it the build is missing or unfinished.
const built = ["index.html", META_FILE].every((file) => existsSync(fileURLToPath(new URL(file, clientDir))));

if (!built) {
  console.log("No production build yet: running `npm run build`.");
  const status = await run(process.platform === "win32" ? "npm.cmd" : "npm", ["run", "build"]);
  if (status !== 0) {
    console.error("The build failed; see above.");
    process.exit(status || 1);
  }
}

await import("../server/index.mjs");

/**
 * Runs a command in the project directory with this terminal; stopping `npm start` stops it too.
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<number>} the exit status (1 when killed or not started)
 */
function run(command, args) {
  const windows = process.platform === "win32";
  // In a process group of its own (POSIX), so a signal reaches the whole npm -> sh -> vite chain:
  // npm passes it only to the shell, which does not pass it on.
  const child = spawn(command, args, {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    stdio: "inherit",
    shell: windows,
    detached: !windows,
  });
  /** @param {NodeJS.Signals} signal */
  const forward = (signal) => {
    if (windows || !child.pid) child.kill(signal);
    else process.kill(-child.pid, signal);
  };
  process.on("SIGINT", forward).on("SIGTERM", forward);
  return new Promise((resolve) => {
    child.on("error", (error) => {
      console.error(`Cannot run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on("exit", (code) => {
      process.off("SIGINT", forward).off("SIGTERM", forward);
      resolve(code ?? 1);
    });
  });
}
