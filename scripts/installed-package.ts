import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

type Manifest = { name?: string; bin?: string | Record<string, string> };

/** Resolves as a file of the project would, whichever folder the caller runs from. */
const resolveFromProject = createRequire(path.join(process.cwd(), 'package.json')).resolve;

/**
 * The package.json of the installed package `name`, found through Node's resolution rather than a path into the
 * install: through its own export when it has one, else up from its entry point (some packages' exports leave
 * package.json out).
 */
export function installedPackageManifest(name: string): { file: string; manifest: Manifest } {
  let file: string;
  try {
    file = resolveFromProject(`${name}/package.json`);
  } catch {
    let dir = path.dirname(resolveFromProject(name));
    while (!isManifestOf(path.join(dir, 'package.json'), name)) {
      if (path.dirname(dir) === dir) throw new Error(`No package.json found for ${name}`);
      dir = path.dirname(dir);
    }
    file = path.join(dir, 'package.json');
  }
  return { file, manifest: JSON.parse(readFileSync(file, 'utf8')) as Manifest };
}

function isManifestOf(file: string, name: string): boolean {
  return existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as Manifest).name === name;
}

/**
 * The script the package's `bin` entry names (what `npx <command>` runs), to launch with node itself so that the
 * child's PID is the program's: npm and npx would stand in between, and stopping them leaves it orphaned.
 */
export function installedPackageBin(name: string, command = name): string {
  const { file, manifest } = installedPackageManifest(name);
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[command];
  if (!bin) throw new Error(`${name} has no command ${command}`);
  return path.join(path.dirname(file), bin);
}
