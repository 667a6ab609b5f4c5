/** Next calls this once when the server starts. */
export async function register() {
  // NEXT_RUNTIME is Next's own marker of which runtime loads this file; the database only opens under Node.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./lib/start-server');
    await startServer();
  }
}
