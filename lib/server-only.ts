/**
 * Imported first by every module that browser code must never reach (the database, secrets, billing, engines,
 * storage, jobs…): the browser build fails on any chain of imports that leads here (next.config.js). Not the
 * `server-only` package: Next refuses that one in every Pages Router module, getServerSideProps' imports included.
 */
export {};
