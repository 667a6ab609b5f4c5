/**
 * Child process of the production start-up test: runs the server's start-up (lib/server/start-server.ts, what
 * instrumentation.ts calls when Next starts) on its own, with whatever environment the parent gave it.
 */
import { startServer } from '@/lib/server/start-server';

void startServer();
