// @ts-check
/**
 * `npm run outbox`: lists the enquiries the local e-mail outbox received (server/outbox.mjs), from
 * OUTBOX_DIR or data/outbox. `npm run outbox -- --json` prints the stored JSON lines as they are.
 */
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { OUTBOX_FILES, outboxDir } from "../server/store.mjs";

/**
 * The readable list for the stored lines; a line that is not JSON is shown as unreadable.
 * @param {string} text the file's content
 */
export function formatEnquiries(text) {
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  return lines.map((line, index) => {
    /** @type {{ receivedAt?: string, endpoint?: string, fields?: Record<string, unknown> }} */
    let enquiry;
    try {
      enquiry = JSON.parse(line);
    } catch {
      return `${index + 1}. (line ${index + 1} is not valid JSON)`;
    }
    const fields = enquiry.fields ?? {};
    /** @param {string} name */
    const field = (name) => (typeof fields[name] === "string" ? fields[name].trim() : "");
    const name = [field("firstName"), field("lastName")].filter(Boolean).join(" ") || "(no name)";
    const message = field("message").split("\n")[0] ?? "";
    return [
      `${index + 1}. ${enquiry.receivedAt ?? "(no time)"}  ${field("title") || "(no title)"}  [${enquiry.endpoint ?? "?"}]`,
      `   ${name} <${field("email") || "no e-mail"}>${field("phone") ? `  ${field("phone")}` : ""}${field("company") ? `  ${field("company")}` : ""}`,
      `   Service: ${field("service") || "-"}`,
      `   ${message.length > 100 ? `${message.slice(0, 100)}…` : message || "(no message)"}`,
    ].join("\n");
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = join(outboxDir(), OUTBOX_FILES.enquiries);
  /** @type {string} */
  let text = "";
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") {
      console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    }
  }
  if (process.argv.includes("--json")) {
    process.stdout.write(text);
  } else {
    const entries = formatEnquiries(text);
    if (entries.length === 0) console.log(`No enquiries yet (${file} is ${text ? "empty" : "not there"}).`);
    else
      console.log(
        `${entries.length} enquir${entries.length === 1 ? "y" : "ies"} in ${file}:\n\n${entries.join("\n\n")}`,
      );
  }
}
