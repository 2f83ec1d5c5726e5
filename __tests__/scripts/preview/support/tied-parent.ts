// Stands in for the preview proxy's process: starts a stand-in for Gatsby's development server
// (an HTTP server that prints its pid and port) tied to itself, then waits to be killed.
import { spawnTied } from '../../../../scripts/preview/tied-process';

const developmentServer = `
const server = require('node:http').createServer((req, res) => res.end('development'));
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ pid: process.pid, port: server.address().port })));
`;
const child = spawnTied(process.execPath, ['-e', developmentServer]);
child.once('exit', (code) => {
  console.log(JSON.stringify({ developmentExited: code }));
  process.exit(0);
});
