// The SSRF address policy over the special-purpose ranges (IANA registries, RFC 6890) and the
// operator allowlist, including IPv4 hidden inside IPv6 forms.
import t from 'tap';
import { AddressPolicy, cidrListProblem, parseCidr } from '../../../server/webhooks/address-policy.js';

const refusedByDefault: [string, RegExp][] = [
  ['127.0.0.1', /loopback/],
  ['127.255.255.254', /loopback/],
  ['10.0.0.1', /private/],
  ['172.16.0.1', /private/],
  ['172.31.255.255', /private/],
  ['192.168.255.1', /private/],
  ['169.254.0.1', /link-local/],
  ['169.254.169.254', /metadata/],
  ['100.100.100.200', /metadata/],
  ['100.64.0.1', /CGNAT/],
  ['0.0.0.0', /unspecified/],
  ['192.0.2.10', /documentation/],
  ['198.18.0.1', /benchmarking/],
  ['224.0.0.251', /multicast/],
  ['255.255.255.255', /reserved/],
  ['::', /unspecified/],
  ['::1', /loopback/],
  ['fe80::1', /link-local/],
  ['fc00::1', /unique local/],
  ['fd00:ec2::254', /metadata/],
  ['fd00:ec2:0:0::254', /metadata/],
  ['ff02::1', /multicast/],
  ['2001:db8::1', /documentation/],
  ['::ffff:127.0.0.1', /127\.0\.0\.1.*loopback/],
  ['::ffff:a9fe:a9fe', /169\.254\.169\.254.*metadata/],
  ['64:ff9b::10.0.0.1', /10\.0\.0\.1.*private/],
  ['::127.0.0.1', /global unicast/],
  ['not-an-ip', /not an IP/],
];
const allowedByDefault = ['8.8.8.8', '93.184.215.14', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450::1', '::ffff:8.8.8.8', '64:ff9b::808:808'];

t.test('default policy: only public unicast addresses', async (t) => {
  const policy = new AddressPolicy();
  for (const [address, reason] of refusedByDefault) {
    const verdict = policy.check(address);
    t.equal(verdict.allowed, false, address);
    if (!verdict.allowed) t.match(verdict.reason, reason, address);
  }
  for (const address of allowedByDefault) t.same(policy.check(address), { allowed: true }, address);
});

t.test('the operator allowlist opens exactly its ranges; metadata only by exact entry', async (t) => {
  const policy = new AddressPolicy(['10.20.0.0/16', '127.0.0.1', 'fd12::/16', '169.254.0.0/16']);
  for (const a of ['10.20.1.1', '127.0.0.1', '::ffff:127.0.0.1', 'fd12:1::5', '169.254.1.1']) t.same(policy.check(a), { allowed: true }, a);
  for (const a of ['10.21.0.1', '127.0.0.2', 'fd13::1', '169.254.169.254', '::1']) t.equal(policy.check(a).allowed, false, a);
  t.same(new AddressPolicy(['169.254.169.254/32']).check('169.254.169.254'), { allowed: true }, 'exact entry');
  t.same(new AddressPolicy(['fd00:ec2::254']).check('fd00:ec2:0::254'), { allowed: true }, 'exact IPv6 entry, any spelling');
});

t.test('CIDR parsing refuses malformed entries with a clear message', async (t) => {
  t.same(parseCidr('10.0.0.0/8'), { network: '10.0.0.0', prefix: 8, family: 'ipv4' });
  t.same(parseCidr(' ::1 '), { network: '::1', prefix: 128, family: 'ipv6' });
  for (const bad of ['10.0.0.0/33', '::/129', '10.0.0/8', 'intranet', '10.0.0.0/8/1', '10.0.0.0/x', '10.0.0.0/']) {
    t.throws(() => parseCidr(bad), { message: new RegExp(bad.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')) }, bad);
  }
  t.equal(cidrListProblem(['10.0.0.0/8', '::1']), null);
  t.match(cidrListProblem(['10.0.0.0/8', 'oops']), /"oops" is not a CIDR/);
});
