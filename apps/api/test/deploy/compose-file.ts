import { readRepoText, readRepoYaml } from './repo-files.js';

/** The parts of a docker-compose.yml service the deployment tests look at. */
export interface ComposeService {
  profiles?: string[];
  image?: string;
  build?: string;
  ports?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  tmpfs?: string[];
  entrypoint?: string[];
  depends_on?: string[] | Record<string, unknown>;
}

/** docker-compose.yml, parsed (merge keys resolved). */
export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

/** The root docker-compose.yml, parsed. */
export function readCompose(): ComposeFile {
  return readRepoYaml<ComposeFile>('docker-compose.yml');
}

/** The root docker-compose.yml as text (for what parsing hides: interpolation syntax). */
export function readComposeText(): string {
  return readRepoText('docker-compose.yml');
}

/** One `volumes:` entry of a service in short syntax: `source:target[:mode]`. */
export interface Mount {
  source: string;
  target: string;
  readOnly: boolean;
}

/** The service's volume entries, split; bind mounts have a source starting with `./`. */
export function mounts(service: ComposeService): Mount[] {
  return (service.volumes ?? []).map((entry) => {
    const [source = '', target = '', mode] = entry.split(':');
    return { source, target, readOnly: mode === 'ro' };
  });
}

/** The container path where `service` mounts the repository path `source` (e.g. `./deploy/x`). */
export function mountTarget(service: ComposeService, source: string): string | undefined {
  return mounts(service).find((m) => m.source === source)?.target;
}

/**
 * The shell script of an `entrypoint: [/bin/sh, -c, script]` as the container's shell receives it:
 * Compose turns `$$` into `$` (and would substitute any other `$`, which the tests forbid).
 */
export function entrypointScript(service: ComposeService): string {
  const [shell, flag, script] = service.entrypoint ?? [];
  if (shell !== '/bin/sh' || flag !== '-c' || script === undefined)
    throw new Error(`expected entrypoint [/bin/sh, -c, script], got ${JSON.stringify(service.entrypoint)}`);
  return script.replaceAll('$$', '$');
}

/** A Compose interpolation as written in the file: `interpolation('PORT:-3000')` is `${PORT:-3000}`. */
export function interpolation(expression: string): string {
  return `${'$'}{${expression}}`;
}
