// @vitest-environment node
// The mail pipeline against a real SMTP server in this process (smtp-server; what it receives is
// parsed with mailparser), with the retry timings shortened.
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { autoreply } from "../app/content/enquiry.mjs";
import { buildServer } from "./app.mjs";
import { appendRetry, runOutbox } from "./cli/outbox.mjs";
import { DEFAULT_RETRY, retryDelay } from "./delivery.mjs";
import { readJsonl } from "./jsonl.mjs";
import { createMailer } from "./mail.mjs";
import { ENQUIRY_PATH } from "../app/lib/enquiryRules.mjs";
import { SEND_FORM_PATH } from "./endpoints/send-form.mjs";
import { OUTBOX_FILES } from "./store.mjs";
import { CONTACT, IDS, NEWSLETTER, freePort, makeSite, multipart, startSmtp } from "../test/server/support";

const AGENCY = "inbox@agency.example";
const FAST_RETRY = { firstDelayMs: 40, maxDelayMs: 200, giveUpAfterMs: 60_000 };

let site: Awaited<ReturnType<typeof makeSite>>;
let dir: string;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  site = await makeSite();
});
afterAll(() => site.remove());

beforeEach(async () => {
  dir = join(site.root, `outbox-${Math.random().toString(36).slice(2)}`);
  smtp = await startSmtp();
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await smtp.close();
});

async function startApp({
  url = smtp.url,
  autoreply: acknowledge = false,
  retry = FAST_RETRY,
}: { url?: string; autoreply?: boolean; retry?: typeof FAST_RETRY } = {}) {
  const app = await buildServer({
    root: site.clientDir,
    outbox: {
      dir,
      rateLimit: { max: 1000, windowMs: 60_000 },
      dailyLimit: 1000,
      retry,
      journalPollMs: 30,
      mail: { mailer: createMailer(url), to: AGENCY, autoreply: acknowledge },
    },
  });
  apps.push(app);
  return app;
}

async function post(app: FastifyInstance, fields: Record<string, string>) {
  const { payload, headers } = multipart({ ...IDS, ...fields });
  const res = await app.inject({ method: "POST", url: SEND_FORM_PATH, payload, headers });
  expect(res.statusCode, res.body).toBe(200);
}

async function readLines(file: string) {
  return (await readJsonl(join(dir, file))).records as Record<string, unknown>[];
}

const journal = () => readLines(OUTBOX_FILES.deliveries);
const enquiries = () => readLines(OUTBOX_FILES.enquiries);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000) {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - start > timeoutMs)
      throw new Error(`not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** What `npm run outbox` prints for the outbox folder. */
async function outboxListing() {
  let out = "";
  await runOutbox([], dir, { out: (text) => (out += text), err: (text) => (out += text) });
  return out;
}

const events = (kind: string) => async () => (await journal()).filter((entry) => entry.event === kind);

describe("the agency's e-mail", () => {
  it("names the kind and the visitor, replies to the visitor and lists every field, labelled", async () => {
    const app = await startApp();
    await post(app, { ...CONTACT, phone: "", portfolio: "https://behance.net/asha" });
    const [{ mail, envelope }] = await smtp.waitFor(1);
    const [enquiry] = await enquiries();
    expect(mail.subject).toBe("Contact Request from Asha Rai");
    expect(mail.from?.value).toEqual([
      { name: "Sathi Digital website", address: "no-reply@sathidigital.com.np" },
    ]);
    expect(mail.to && "value" in mail.to && mail.to.value[0].address).toBe(AGENCY);
    expect(mail.replyTo?.value).toEqual([{ name: "Asha Rai", address: "asha@example.com" }]);
    expect(envelope.rcptTo.map((to) => to.address)).toEqual([AGENCY]);
    expect(mail.messageId).toBe(`<${enquiry.id}@sathidigital.com.np>`);
    expect(mail.html).toBe(false);
    expect(mail.text).toContain(
      [
        "First name: Asha",
        "Last name: Rai",
        "E-mail: asha@example.com",
        "Phone: (not given)",
        "Company: Himal Tea",
        "Service: Website Design",
        "Portfolio or CV: https://behance.net/asha",
        "Message:\nWe need a new website.\nSecond line.",
        "",
        "Sent from: the English site (/)",
      ].join("\n"),
    );
    expect(mail.text).toContain(`Enquiry id: ${enquiry.id}`);
    const [sent] = await until(events("sent"), (list) => list.length === 1);
    expect(sent).toMatchObject({ id: enquiry.id, message: "agency", event: "sent" });
  });

  it("names the budget picked in the list's own words, in the body only", async () => {
    const app = await startApp();
    await post(app, { ...CONTACT, company: "", budget: "100k-250k" });
    const [{ mail, raw }] = await smtp.waitFor(1);
    expect(mail.text).toContain(
      ["Company: (not given)", "Service: Website Design", "Budget: NPR 100,000 to 250,000", "Message:"].join(
        "\n",
      ),
    );
    // Never in a header: the subject and the headers say nothing of it.
    expect(mail.subject).toBe("Contact Request from Asha Rai");
    const headers = raw.slice(0, raw.indexOf("\r\n\r\n"));
    expect(headers).not.toMatch(/budget|100,000|100k/i);
    const [enquiry] = await enquiries();
    expect(enquiry.fields).toMatchObject({ budget: "100k-250k" });
  });

  it("lists only what a job application asked: no company or budget lines (issue 33)", async () => {
    const app = await startApp();
    const { firstName, lastName, email, phone, title } = CONTACT;
    await post(app, {
      ...{ firstName, lastName, email, phone, title },
      service: "Other",
      portfolio: "https://behance.net/asha",
      message: "Application: Senior UX/UI Designer\n\nFive years of product design.",
    });
    const [{ mail }] = await smtp.waitFor(1);
    expect(mail.text).toContain(
      [
        "Phone: +977 9800000000",
        "Service: Other",
        "Portfolio or CV: https://behance.net/asha",
        "Message:",
      ].join("\n"),
    );
    expect(mail.text).not.toMatch(/^(Company|Budget):/m);
  });

  it("says a newsletter sign-up from the Nepali site is one, and keeps each address once", async () => {
    const app = await startApp();
    await post(app, { ...NEWSLETTER, locale: "ne" });
    await post(app, { ...NEWSLETTER, email: "  Reader@Example.COM " });
    await post(app, { ...NEWSLETTER, email: "other@example.com" });
    const received = await smtp.waitFor(3);
    expect(received.map(({ mail }) => mail.subject).sort()).toEqual([
      "Newsletter Subscription: Reader@Example.COM",
      "Newsletter Subscription: other@example.com",
      "Newsletter Subscription: reader@example.com",
    ]);
    const nepali = received.find(({ mail }) => mail.subject?.endsWith("reader@example.com"))!;
    expect(nepali.mail.text).toContain("E-mail: reader@example.com\n\nSent from: the Nepali site (/ne)");
    const subscribers = await until(
      () => readLines(OUTBOX_FILES.subscribers),
      (list) => list.length === 2,
    );
    expect(subscribers.map((entry) => entry.email)).toEqual(["reader@example.com", "other@example.com"]);
    expect(subscribers[0]).toMatchObject({ locale: "ne" });
  });

  it("writes an internationalised address into Reply-To in ASCII, or leaves it out and says so in the body", async () => {
    const app = await startApp({ autoreply: true });
    const ascii = "asha@उदाहरण.नेपाल";
    const unicode = "सीता@उदाहरण.नेपाल";
    for (const [firstName, email] of [
      ["Asha", ascii],
      ["Sita", unicode],
    ])
      await post(app, { ...CONTACT, firstName, email });
    const received = await smtp.waitFor(4);
    const agency = (firstName: string) =>
      received.find(({ mail }) => mail.subject === `Contact Request from ${firstName} Rai`)!;
    const headerBlock = (raw: string) => raw.slice(0, raw.indexOf("\r\n\r\n"));
    const SEVEN_BIT = /^[\t\n\r\x20-\x7e]*$/;
    const acks = received.filter(({ mail }) => mail.headers.get("auto-submitted") === "auto-replied");
    // The agency's e-mails are 7-bit in every header: no mail server on the way needs SMTPUTF8.
    for (const { raw } of received.filter((message) => !acks.includes(message)))
      expect(headerBlock(raw)).toMatch(SEVEN_BIT);

    const asha = agency("Asha");
    expect(headerBlock(asha.raw)).toContain("Reply-To: Asha Rai <asha@xn--p1b6ci4b4b3a.xn--l2bey1c2b>");
    // Read back (mailparser decodes punycode), it is the address the visitor typed.
    expect(asha.mail.replyTo?.value).toEqual([{ name: "Asha Rai", address: ascii }]);
    expect(asha.mail.text).toContain(`E-mail: ${ascii}\n`);
    expect(asha.mail.text).toContain("its Reply-To is their address");

    const sita = agency("Sita");
    expect(sita.mail.headers.has("reply-to")).toBe(false);
    expect(headerBlock(sita.raw)).not.toMatch(/^reply-to:/im);
    expect(sita.mail.text).toContain(`E-mail: ${unicode}\n`);
    expect(sita.mail.text).toContain("This e-mail has no Reply-To");
    // The acknowledgement goes to the domain in punycode (smtp-server shows it decoded) without
    // SMTPUTF8; an address with no ASCII form goes as it is, with SMTPUTF8, which this mail
    // server offers (one that does not would refuse it for good: it would be parked as failed).
    const ackTo = (address: string) => acks.find(({ envelope }) => envelope.rcptTo[0].address === address)!;
    expect(acks).toHaveLength(2);
    expect(ackTo(ascii).envelope).toMatchObject({ smtpUtf8: false });
    expect(headerBlock(ackTo(ascii).raw)).toMatch(SEVEN_BIT);
    expect(ackTo(unicode).envelope).toMatchObject({ smtpUtf8: true, mailFrom: { args: { SMTPUTF8: true } } });
  });

  it("refuses an address that holds an encoded word, which a mail program would show as another", async () => {
    const app = await startApp({ autoreply: true });
    const { payload, headers } = multipart({ ...IDS, ...CONTACT, email: "=?utf-8?b?YXNoYQ==?=@example.com" });
    const res = await app.inject({ method: "POST", url: SEND_FORM_PATH, payload, headers });
    expect([res.statusCode, res.body]).toEqual([400, "The email parameter is not a valid e-mail address"]);
  });

  it("lets no encoded word or invisible character through to a header; Devanagari's joiners stay", async () => {
    const app = await startApp();
    // What a mail program decodes when it shows the subject: a line break and a Bcc, a bidi override.
    await post(app, {
      ...CONTACT,
      firstName: "=?utf-8?q?a=0D=0ABcc:_x@evil.example?=",
      lastName: "=?utf-8?b?4oCuZGV2aXJvZm5v?=\u061c\u200b\u{e0041}",
    });
    // A name spelled with a zero-width joiner (र्‍य), as Nepali is written.
    await post(app, { ...CONTACT, firstName: "सूर्\u200dय", lastName: "राई" });
    const received = await smtp.waitFor(2);
    const subjects = received.map(({ mail }) => mail.subject);
    expect(subjects).toContain(
      "Contact Request from = ?utf-8?q?a=0D=0ABcc:_x@evil.example?= = ?utf-8?b?4oCuZGV2aXJvZm5v?=",
    );
    expect(subjects).toContain("Contact Request from सूर्\u200dय राई");
    for (const { mail } of received) {
      expect(mail.subject).not.toMatch(/[\r\n\u202e]/);
      expect(mail.replyTo?.value[0].name).not.toMatch(/[\r\n\u202e]|Bcc: x/);
    }
  });

  it("lets no field add or disguise a header: CR, LF, NUL, U+2028 and bidi controls stay out", async () => {
    const app = await startApp();
    await post(app, {
      ...CONTACT,
      firstName: "Asha\r\nBcc: victim@example.org",
      lastName: "Rai\u2028X-Injected: yes\u0000\u202e",
      company: "Tea\r\nSubject: spoofed",
      message: "Hello there\r\n.\r\nMAIL FROM:<x@example.org>\r\nBcc: victim@example.org",
    });
    const [{ mail, raw, envelope }] = await smtp.waitFor(1);
    const headerBlock = raw.slice(0, raw.indexOf("\r\n\r\n"));
    expect(headerBlock).not.toMatch(/^(bcc|x-injected|subject: spoofed)/im);
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.headers.has("x-injected")).toBe(false);
    expect(envelope.rcptTo.map((to) => to.address)).toEqual([AGENCY]);
    expect(mail.subject).toBe("Contact Request from Asha Bcc: victim@example.org Rai X-Injected: yes");
    expect(mail.replyTo?.value[0].name).toBe("Asha Bcc: victim@example.org Rai X-Injected: yes");
    // In the body the text is kept, as text: on one line, but for the message's own lines.
    expect(mail.text).toContain("First name: Asha Bcc: victim@example.org\nLast name: Rai X-Injected: yes\n");
    expect(mail.text).toContain("Company: Tea Subject: spoofed\n");
    expect(mail.text).toContain("MAIL FROM:<x@example.org>");
  });
});

describe("the acknowledgement (ENQUIRY_AUTOREPLY=1)", () => {
  it("goes to the visitor in the site's language, fixed text with nothing the visitor typed", async () => {
    const app = await startApp({ autoreply: true });
    const visitor = {
      ...CONTACT,
      firstName: "Spammer",
      lastName: "Linkman",
      company: "Buy pills at spam.example",
      message: "Visit https://spam.example now for cheap pills",
    };
    await post(app, visitor);
    await post(app, { ...NEWSLETTER, email: "sita@example.com", locale: "ne" });
    const received = await smtp.waitFor(4);
    const acks = received.filter(({ mail }) => mail.headers.get("auto-submitted") === "auto-replied");
    expect(acks).toHaveLength(2);
    const toVisitor = acks.find(({ envelope }) => envelope.rcptTo[0].address === CONTACT.email)!;
    expect(toVisitor.mail.subject).toBe(autoreply.en.contact.subject);
    expect(toVisitor.mail.text?.trim()).toBe(autoreply.en.contact.text);
    expect(toVisitor.mail.replyTo?.value[0].address).toBe(AGENCY);
    for (const typed of [visitor.firstName, visitor.lastName, "spam.example", "pills", visitor.phone])
      expect(toVisitor.raw).not.toContain(typed);
    const nepali = acks.find(({ envelope }) => envelope.rcptTo[0].address === "sita@example.com")!;
    expect(nepali.mail.subject).toBe(autoreply.ne.newsletter.subject);
    expect(nepali.mail.text?.trim()).toBe(autoreply.ne.newsletter.text);
  });
});

describe("retries", () => {
  it("waits at most 30 s for the first retry, doubles up to an hour, and tries for 24 hours", () => {
    expect(retryDelay(DEFAULT_RETRY, 1)).toBeLessThanOrEqual(30_000);
    expect(retryDelay(DEFAULT_RETRY, 2)).toBe(2 * retryDelay(DEFAULT_RETRY, 1));
    expect(retryDelay(DEFAULT_RETRY, 40)).toBe(3_600_000);
    expect(DEFAULT_RETRY.giveUpAfterMs).toBe(24 * 3_600_000);
  });

  it("keeps the enquiry while the mail server is down and sends it once it is up", async () => {
    const port = await freePort();
    const app = await startApp({ url: `smtp://127.0.0.1:${port}` });
    await post(app, CONTACT);
    const [failure] = await until(events("attempt-failed"), (list) => list.length >= 2);
    expect(String(failure.error)).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(String(failure.nextAttemptAt)) - Date.parse(String(failure.at))).toBe(40);
    await smtp.close();
    smtp = await startSmtp(port);
    await smtp.waitFor(1);
    await until(events("sent"), (list) => list.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
  });

  it("parks a permanent refusal (550) at once, with its reason for the operator, and sends it on a retry", async () => {
    smtp.control.refuse = { code: 550, text: "5.1.1 Mailbox unavailable" };
    const app = await startApp();
    await post(app, CONTACT);
    const [failed] = await until(events("failed"), (list) => list.length === 1);
    expect(failed).toMatchObject({
      message: "agency",
      attempt: 1,
      permanent: true,
      error: expect.stringMatching(/^550 5\.1\.1 Mailbox unavailable/),
    });
    // Not tried again: the retries' first delay is 40 ms.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await events("attempt-failed")()).toEqual([]);
    expect(await events("failed")()).toHaveLength(1);

    const listed = await outboxListing();
    expect(listed).toContain("(1 failed):");
    expect(listed).toContain(
      `FAILED: refused by the mail server, not retried: 550 5.1.1 Mailbox unavailable (once that is mended: npm run outbox -- retry ${failed.id})`,
    );

    smtp.control.refuse = null;
    await appendRetry(dir, [String(failed.id)]);
    await smtp.waitFor(1);
    await until(events("sent"), (list) => list.length === 1);
  });

  it("retries a temporary refusal (451), records the server's answer, and sends it once accepted", async () => {
    smtp.control.refuse = { code: 451, text: "4.3.0 Try again later" };
    const app = await startApp();
    await post(app, CONTACT);
    const failures = await until(events("attempt-failed"), (list) => list.length >= 2);
    expect(failures[0].error).toMatch(/^451 4\.3\.0 Try again later/);
    expect(failures.map((failure) => failure.attempt).slice(0, 2)).toEqual([1, 2]);
    expect(await outboxListing()).toMatch(/queued \(\d+ failed attempts: 451 4\.3\.0 Try again later/);
    smtp.control.refuse = null;
    await smtp.waitFor(1);
    await until(events("sent"), (list) => list.length === 1);
    expect(await events("failed")()).toEqual([]);
    expect(smtp.received).toHaveLength(1);
  });

  it("parks the message as failed after the retry period, and sends it on the operator's retry", async () => {
    smtp.control.refuse = { code: 451, text: "4.3.0 Try again later" };
    const app = await startApp({ retry: { ...FAST_RETRY, giveUpAfterMs: 150 } });
    await post(app, CONTACT);
    const [failed] = await until(events("failed"), (list) => list.length === 1);
    expect(failed).toMatchObject({ message: "agency", error: expect.stringMatching(/^451 4\.3\.0/) });
    const attempts = (await events("attempt-failed")()).length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await events("attempt-failed")()).length).toBe(attempts);

    smtp.control.refuse = null;
    await appendRetry(dir, [String(failed.id)]);
    await smtp.waitFor(1);
    await until(events("sent"), (list) => list.length === 1);
  });
});

describe("restarts", () => {
  it("rebuilds the queue from the files: what was waiting is sent once, what was sent is not sent again", async () => {
    const port = await freePort();
    const first = await startApp({ url: `smtp://127.0.0.1:${port}` });
    for (const name of ["Anita", "Bikash", "Chandra"]) await post(first, { ...CONTACT, firstName: name });
    await until(events("attempt-failed"), (list) => list.length >= 3);
    await first.close();

    await smtp.close();
    smtp = await startSmtp(port);
    const second = await startApp({ url: smtp.url });
    await smtp.waitFor(3);
    await until(events("sent"), (list) => list.length === 3);
    await second.close();

    const third = await startApp({ url: smtp.url });
    await post(third, { ...CONTACT, firstName: "Dipesh" });
    await smtp.waitFor(4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.map(({ mail }) => mail.subject).sort()).toEqual([
      "Contact Request from Anita Rai",
      "Contact Request from Bikash Rai",
      "Contact Request from Chandra Rai",
      "Contact Request from Dipesh Rai",
    ]);
  });

  it("forwards posts without JavaScript the same way", async () => {
    const app = await startApp();
    const res = await app.inject({
      method: "POST",
      url: ENQUIRY_PATH,
      payload: new URLSearchParams(CONTACT).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(200);
    const [{ mail }] = await smtp.waitFor(1);
    expect(mail.subject).toBe("Contact Request from Asha Rai");
    expect((await enquiries())[0]).toMatchObject({ endpoint: "enquiry", forward: true });
  });
});
