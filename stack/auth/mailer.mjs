// Emails of the auth service, sent by SMTP with the templates of supabase/config.toml
// ([auth.email.template.<kind>]). Templates use GoTrue's Go-template data ({{ .ConfirmationURL }},
// {{ .Token }}, {{ .TokenHash }}, {{ .SiteURL }}, {{ .Email }}, {{ .NewEmail }}, {{ .RedirectTo }},
// {{ .Data.<key> }}) and the one construct the project's templates need to follow the user's
// language: {{ if eq .Data.language "de" }} … {{ else }} … {{ end }}. Both stacks render them alike.
import nodemailer from 'nodemailer';

/** GoTrue's built-in subjects and bodies, used when config.toml names no template. */
const DEFAULTS = {
  confirmation: {
    subject: 'Confirm Your Signup',
    content:
      '<h2>Confirm your signup</h2><p>Follow this link to confirm your user:</p><p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p>',
  },
  recovery: {
    subject: 'Reset Your Password',
    content:
      '<h2>Reset Password</h2><p>Follow this link to reset the password for your user:</p><p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>',
  },
  email_change: {
    subject: 'Confirm Email Change',
    content:
      '<h2>Confirm Change of Email</h2><p>Follow this link to confirm the update of your email from {{ .Email }} to {{ .NewEmail }}:</p><p><a href="{{ .ConfirmationURL }}">Change Email</a></p>',
  },
  invite: {
    subject: "You've been invited",
    content:
      '<h2>You\'ve been invited</h2><p>You\'ve been invited to create an account. Follow the link below to accept.</p><p><a href="{{ .ConfirmationURL }}">Accept invitation</a></p>',
  },
  magic_link: {
    subject: 'Your sign-in link',
    content:
      '<h2>Your sign-in link</h2><p>Follow the link below to sign in. This link expires shortly and can only be used once.</p><p><a href="{{ .ConfirmationURL }}">Sign in</a></p>',
  },
  reauthentication: {
    subject: '{{ .Token }} is your verification code',
    content:
      '<h2>Your verification code</h2><p>Use the code below to verify your identity. It expires shortly.</p><p>{{ .Token }}</p>',
  },
  email_changed: {
    subject: 'Your email address has been changed',
    content:
      '<p>The email address for your account has been changed from {{ .OldEmail }} to {{ .Email }}.</p>',
  },
  password_changed: {
    subject: 'Your password has been changed',
    content:
      '<p>This is a confirmation that the password for your account {{ .Email }} has just been changed.</p>',
  },
};

/** @type {Record<string, string>} */
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' };
/** @param {unknown} v */
const escapeHtml = (v) => String(v ?? '').replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);

/** @param {Record<string, any>} data @param {string} path e.g. ".Data.language" */
function lookup(data, path) {
  let value = /** @type {any} */ (data);
  for (const part of path.replace(/^\./, '').split('.')) value = value?.[part];
  return value;
}

/**
 * Renders the subset of Go templates described above. Values are HTML-escaped as html/template does.
 * @param {string} template @param {Record<string, any>} data @param {{ escape?: boolean }} [opts]
 */
export function renderTemplate(template, data, { escape = true } = {}) {
  /** @param {unknown} v */
  const out = (v) => (escape ? escapeHtml(v) : String(v ?? ''));
  const tokens = template.split(/({{-?\s*[\s\S]*?\s*-?}})/);
  /** @type {{ active: boolean, taken: boolean, parent: boolean }[]} */
  const stack = [];
  const active = () => stack.every((s) => s.active);
  let result = '';
  for (const token of tokens) {
    const m = /^{{-?\s*([\s\S]*?)\s*-?}}$/.exec(token);
    if (!m) {
      if (active()) result += token;
      continue;
    }
    const expr = m[1];
    const cond = /^(if|else if)\s+(?:eq\s+(\.[\w.]+)\s+"([^"]*)"|(\.[\w.]+))$/.exec(expr);
    if (cond) {
      const value = cond[2]
        ? String(lookup(data, cond[2]) ?? '') === cond[3]
        : Boolean(lookup(data, cond[4]));
      if (cond[1] === 'if') stack.push({ active: value, taken: value, parent: true });
      else {
        const top = stack[stack.length - 1];
        top.active = !top.taken && value;
        top.taken ||= value;
      }
    } else if (expr === 'else') {
      const top = stack[stack.length - 1];
      top.active = !top.taken;
      top.taken = true;
    } else if (expr === 'end') {
      stack.pop();
    } else if (/^\.[\w.]+$/.test(expr)) {
      if (active()) result += out(lookup(data, expr));
    } else {
      throw new Error(`Unsupported template expression {{ ${expr} }}`);
    }
  }
  return result;
}

export class Mailer {
  /**
   * @param {{ host: string, port: number, adminEmail: string, senderName: string,
   *   templates: Record<string, { subject?: string, content: string }> }} options
   */
  constructor({ host, port, adminEmail, senderName, templates }) {
    this.from = { name: senderName, address: adminEmail };
    this.templates = templates;
    this.transport = nodemailer.createTransport({ host, port, secure: false, ignoreTLS: true });
  }

  /**
   * @param {keyof typeof DEFAULTS} kind
   * @param {string} to
   * @param {Record<string, any>} data template data
   */
  async send(kind, to, data) {
    const configured = this.templates[kind];
    const subject = renderTemplate(configured?.subject ?? DEFAULTS[kind].subject, data, {
      escape: false,
    });
    const html = renderTemplate(configured?.content ?? DEFAULTS[kind].content, data);
    await this.transport.sendMail({ from: this.from, to, subject, html, text: htmlToText(html) });
  }
}

/** A plain-text part for mail clients without HTML (links kept as "text (url)"). @param {string} html */
function htmlToText(html) {
  return html
    .replace(
      /<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi,
      (_, href, text) => `${text} (${href.replaceAll('&amp;', '&')})`,
    )
    .replace(/<(br|\/p|\/h\d|\/li)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&#34;|&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
