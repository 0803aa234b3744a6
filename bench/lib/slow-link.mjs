// A slow network in front of the server, for what Chromium's network emulation leaves out: the
// requests a service worker makes itself are not slowed by a page's emulated conditions. Every
// byte between the browser and the server goes through here: delayed by half the round trip each
// way and paced to the link's rate. Off (pass-through) until `slow(true)`.
import net from 'node:net';

export async function slowLink(targetPort, { rttMs, downBytesPerS, upBytesPerS }) {
  let on = false;
  const sockets = new Set();
  /** Bytes from `from` to `to` on a link of `rate` bytes/s: each chunk leaves when the link is free, arrives half an RTT later. */
  const carry = (from, to, rate) => {
    let free = 0;
    let last = 0;
    from.on('data', (chunk) => {
      if (!on) return void to.write(chunk);
      const now = Date.now();
      free = Math.max(now, free) + (chunk.length / rate) * 1000;
      last = free + rttMs / 2;
      setTimeout(() => to.write(chunk), last - now);
    });
    from.on('end', () => setTimeout(() => to.end(), Math.max(0, last - Date.now())));
    from.on('error', () => to.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    carry(client, upstream, upBytesPerS);
    carry(upstream, client, downBytesPerS);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    slow(value) {
      on = value;
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
