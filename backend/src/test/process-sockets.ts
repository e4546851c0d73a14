import fs from 'node:fs';

/**
 * Which of these processes owns the local end of a TCP connection from `localPort` (Linux /proc):
 * how a test tells which of two instances has a request in flight, without asking the instances.
 */
export function ownerOfPort(localPort: number, pids: number[]): number | undefined {
  const hex = `:${localPort.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/); // sl local_address rem_address … inode (10th)
      if (columns[1]?.endsWith(hex)) inodes.add(columns[9]);
    }
  }
  const owns = (pid: number) =>
    fs.readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        const socket = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
        return socket !== null && inodes.has(socket[1]);
      } catch {
        return false; // closed meanwhile
      }
    });
  return pids.find(owns);
}
