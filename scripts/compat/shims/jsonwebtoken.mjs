// The part of `jsonwebtoken` the auth-js suite uses (sign, decode), on node:crypto, so that running
// the suite needs no package outside this repo's dependencies. HS256 (default) and RS256.
import { createHmac, sign as rsaSign } from 'node:crypto';

const b64 = (value) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

export function sign(payload, key, options = {}) {
  const alg = options.algorithm ?? 'HS256';
  const header = { alg, typ: 'JWT', ...(options.keyid ? { kid: options.keyid } : {}) };
  const body = { iat: Math.floor(Date.now() / 1000), ...payload };
  const input = `${b64(header)}.${b64(body)}`;
  let signature;
  if (alg === 'HS256') signature = createHmac('sha256', key).update(input).digest('base64url');
  else if (alg === 'RS256')
    signature = rsaSign('sha256', Buffer.from(input), key).toString('base64url');
  else throw new Error(`jsonwebtoken shim: ${alg} not supported`);
  return `${input}.${signature}`;
}

export function decode(token, options = {}) {
  const [header, payload] = token.split('.');
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString());
  return options.complete
    ? { header: JSON.parse(Buffer.from(header, 'base64url').toString()), payload: decoded }
    : decoded;
}

export default { sign, decode };
