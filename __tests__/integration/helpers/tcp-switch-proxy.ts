import net from 'node:net';

/**
 * A TCP proxy in front of a server that the test can cut off and restore, to make the database unreachable for
 * this test alone without touching the shared server. Cut off, it drops the connections it carries and closes every
 * new one as soon as it is accepted, which the pg client sees as the server going away.
 */
export async function startTcpSwitchProxy(target: { host: string; port: number }) {
  let forwarding = true;
  const open = new Set<net.Socket>();
  const fromServer = new Map<net.Socket, net.Socket>();
  let held = false;
  const server = net.createServer((client) => {
    if (!forwarding) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
      fromServer.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    fromServer.set(upstream, client);
    if (!held) upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    cutOff() {
      forwarding = false;
      for (const socket of open) socket.destroy();
    },
    restore() {
      forwarding = true;
    },
    /** Keeps what the server sends from the client, connections open, until `release`: a slow network. */
    hold() {
      held = true;
      for (const [upstream, client] of fromServer) upstream.unpipe(client);
    },
    release() {
      held = false;
      for (const [upstream, client] of fromServer) upstream.pipe(client);
    },
    close(): Promise<void> {
      forwarding = false;
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export type TcpSwitchProxy = Awaited<ReturnType<typeof startTcpSwitchProxy>>;
