/**
 * The checks against server-side request forgery shared by every fetch of an address a user typed (a
 * teacher's calendar, an administrator's webhook endpoint): the host is resolved first and refused when
 * any of its addresses is private, loopback, link-local or otherwise not public (unless the install opts
 * in, for tests and closed networks). The connection then goes to the address that was checked (the
 * lookup is handed to http.request), so a name that resolves differently a moment later cannot slip past.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** Whether an address is not on the public internet (IPv4-mapped IPv6 is judged as its IPv4). */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

/** A URL's host when it is a literal address (which skips the lookup, so it is checked on its own), else null. */
export function literalAddressOf(url: URL): string | null {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(literal) ? literal : null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that refuses a host with any non-public address (unless allowPrivate).
 * `makeError` builds the caller's own error kind; `refusal` ends the sentence ("…, which the centre does not read").
 */
export function addressGuardedLookup(allowPrivate: boolean, makeError: (message: string) => Error, refusal: string) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(makeError(`The host ${hostname} could not be found.`), []);
      const list = addresses as LookupAddress[];
      if (!allowPrivate && list.some((entry) => isNonPublicAddress(entry.address))) {
        return callback(makeError(`The host ${hostname} is on a private or local network, ${refusal}.`), []);
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(makeError(`The host ${hostname} could not be found.`), []);
      return callback(null, first.address, first.family);
    });
  };
}
