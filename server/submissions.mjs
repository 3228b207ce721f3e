// @ts-check
/**
 * The submissions kept in the last day, by the key the page's script gives each send
 * (FORM_META_FIELDS.submission): a visitor whose send got no answer (the connection dropped after
 * it arrived, or the page gave up waiting) and who sends the same words again is answered with the
 * enquiry kept the first time, not given a second. In memory only: a restart forgets the keys, and
 * a repeat after it is kept again, as before there were keys. A Map in the order the keys came,
 * trimmed from the oldest: a bounded store of one day needs no cache library.
 */

/** @typedef {import("./mail.mjs").EnquiryRecord} EnquiryRecord */

export class SubmissionKeys {
  /** @type {Map<string, { at: number, kept: Promise<EnquiryRecord> }>} */
  #keys = new Map();
  #ttlMs;
  #max;
  #now;

  /** @param {{ ttlMs?: number, max?: number, now?: () => number }} [options] */
  constructor({ ttlMs = 86_400_000, max = 10_000, now = Date.now } = {}) {
    this.#ttlMs = ttlMs;
    this.#max = max;
    this.#now = now;
  }

  /**
   * The keeping of the submission with this key, if one was started in the last day and has not
   * failed.
   * @param {string} key
   */
  earlier(key) {
    this.#trim();
    return this.#keys.get(key)?.kept;
  }

  /**
   * Remembers a submission's keeping under its key; forgotten if it fails, so that sending again
   * keeps it.
   * @param {string} key
   * @param {Promise<EnquiryRecord>} kept
   */
  remember(key, kept) {
    this.#keys.delete(key);
    this.#keys.set(key, { at: this.#now(), kept });
    kept.catch(() => {
      if (this.#keys.get(key)?.kept === kept) this.#keys.delete(key);
    });
    this.#trim();
  }

  #trim() {
    const oldest = this.#now() - this.#ttlMs;
    for (const [key, { at }] of this.#keys) {
      if (this.#keys.size <= this.#max && at > oldest) break;
      this.#keys.delete(key);
    }
  }
}
