// Failed sign-in limiter: a sliding window of failure timestamps per (client address, email).
// Keyed by email too, so parallel tests (all from 127.0.0.1) do not throttle each other.

export class FailedSigninLimiter {
  /** @param {{ max: number, windowSeconds: number, now?: () => number }} options */
  constructor({ max, windowSeconds, now = Date.now }) {
    this.max = max;
    this.windowMs = windowSeconds * 1000;
    this.now = now;
    /** @type {Map<string, number[]>} */
    this.failures = new Map();
  }

  /** @param {string} ip @param {string} email */
  key(ip, email) {
    return `${ip}\u0000${email.toLowerCase()}`;
  }

  /** Recent failures of the key, dropping expired ones. @param {string} key */
  recent(key) {
    const cutoff = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** @param {string} ip @param {string} email */
  isBlocked(ip, email) {
    return this.recent(this.key(ip, email)).length >= this.max;
  }

  /** @param {string} ip @param {string} email */
  recordFailure(ip, email) {
    const key = this.key(ip, email);
    const list = this.recent(key);
    list.push(this.now());
    this.failures.set(key, list);
    if (this.failures.size > 10_000) this.prune();
  }

  /** @param {string} ip @param {string} email */
  reset(ip, email) {
    this.failures.delete(this.key(ip, email));
  }

  prune() {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}

// Emails sent per client address in a sliding hour ([auth.rate_limit] email_sent of config.toml).
export class EmailSendLimiter {
  /** @param {{ perHour: number, now?: () => number }} options */
  constructor({ perHour, now = Date.now }) {
    this.perHour = perHour;
    this.now = now;
    /** @type {Map<string, number[]>} */
    this.sent = new Map();
  }

  /** Counts one email for the address; false when the hour's budget is spent. @param {string} ip */
  take(ip) {
    const cutoff = this.now() - 3600_000;
    const list = (this.sent.get(ip) ?? []).filter((t) => t > cutoff);
    if (list.length >= this.perHour) {
      this.sent.set(ip, list);
      return false;
    }
    list.push(this.now());
    this.sent.set(ip, list);
    return true;
  }
}
