// Whether a local port is free, before a script starts something on it.
import net from 'node:net';

/** Whether something already listens on the port (an earlier run, another server). */
export function portTaken(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error) => resolve(error.code === 'EADDRINUSE'));
    probe.once('listening', () => probe.close(() => resolve(false)));
    probe.listen(port, '127.0.0.1');
  });
}
