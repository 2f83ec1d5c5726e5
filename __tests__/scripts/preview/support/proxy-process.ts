// The preview proxy in a process of its own, in front of a stand-in for Gatsby's development
// server, for the fuzz suite: it prints `{ "port": … }` once listening, so the suite can attack it
// over the loopback and then read the process's memory and see that it is still up.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { createPreviewProxy } from '../../../../scripts/preview/preview-proxy';

const development = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>Spa</h1>'));
});
// The development server's live updates: answers an upgrade, then echoes.
development.on('upgrade', (_req, socket) => {
  socket.on('error', () => socket.destroy());
  socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
  socket.pipe(socket);
});

development.listen(0, '127.0.0.1', () => {
  const proxy = createPreviewProxy({
    secret: process.env.PREVIEW_SECRET ?? '',
    upstream: { host: '127.0.0.1', port: (development.address() as AddressInfo).port },
    refreshToken: 'internal-token',
    siteDir: os.tmpdir(),
  });
  proxy.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: (proxy.address() as AddressInfo).port })));
});
