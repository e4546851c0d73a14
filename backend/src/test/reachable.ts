import net from 'node:net';

/** Whether something listens at the URL's host and port (tests that need Redis say so when not). */
export async function reachable(url: string, defaultPort = 6379): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || defaultPort), hostname);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.setTimeout(500, () => {
      socket.destroy();
      resolve(false);
    });
  });
}
