// Test-only, loaded into the e2e server process with --import. The Tencent SDK signs with the
// service named by the endpoint's first label, so the local SMS fake must be reached as
// sms.<something> (as the real sms.tencentcloudapi.com is): names under .fake-tencent.test
// resolve to this machine; every other name resolves as usual.
import dns from 'node:dns';

const FAKE_SUFFIX = '.fake-tencent.test';
const lookup = dns.lookup;

dns.lookup = function fakeHostsLookup(hostname, options, callback) {
  if (typeof hostname !== 'string' || !hostname.endsWith(FAKE_SUFFIX)) return lookup.call(this, hostname, options, callback);
  return lookup.call(this, '127.0.0.1', options, callback);
};
