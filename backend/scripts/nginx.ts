// nginx in front of the backend, as docs/deploy.md shows it: the configuration npm run test:cluster runs (round
// robin over its processes) and bench:lighthouse runs (HTTPS and HTTP/2 in front of one process, as a phone reaches
// a deployed server).
import { execFile, spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The HTTPS server of the configuration: where it listens and its certificate chain and key files. */
export interface NginxTls {
  /** `443`, or an address and port (`127.0.0.1:8443`). */
  listen: string;
  certificate: string;
  key: string;
}

/** The proxying both servers share: WebSocket upgrade, the client's address and scheme passed on. */
const LOCATION = `    location / {
      proxy_pass http://rampa;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A connection refused or reset before an answer goes to the next process (a request already sent is
      # retried only when idempotent, nginx's default).
      proxy_next_upstream error timeout;
      proxy_read_timeout 1h;
    }`;

/**
 * The nginx configuration of docs/deploy.md, for `upstreams` and a temporary `prefix` folder: plain HTTP on
 * `listen` (loopback), and with `tls` an HTTPS server speaking HTTP/2, which is how browsers reach a deployed
 * server (they speak HTTP/2 only over TLS: one connection for every request of a page instead of six).
 */
export function nginxConfig(prefix: string, listen: number, upstreams: number[], tls?: NginxTls): string {
  const https = tls
    ? `

  server {
    # nginx 1.25.1 and later: \`listen ${tls.listen} ssl;\` and \`http2 on;\`.
    listen ${tls.listen} ssl http2;
    ssl_certificate ${tls.certificate};
    ssl_certificate_key ${tls.key};
    ssl_protocols TLSv1.2 TLSv1.3;
${LOCATION}
  }`
    : '';
  return `# Rampa behind nginx: round robin over the backend processes, WebSocket upgrade for /v1/graphql.
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 100m;

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }

  upstream rampa {
    # A process that refuses a connection (stopped, draining) is skipped for 10 s.
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n')}
  }

  server {
    listen 127.0.0.1:${listen};
${LOCATION}
  }${https}
}
`;
}

/** Debian's nginx binary, or undefined when the package is not installed. */
export function findNginx(): string | undefined {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => spawnSync(path, ['-v']).status === 0);
}

/** A throwaway certificate and its key for 127.0.0.1, and the SHA-256 of its public key (Chromium's SPKI pin). */
export interface SelfSigned {
  certificate: string;
  key: string;
  /** For Chromium's `--ignore-certificate-errors-spki-list`: the page loads as from a trusted certificate. */
  spki: string;
}

/** Writes `cert.pem` and `key.pem` into `dir` with openssl (Debian's package, as nginx's). */
export async function selfSignedCertificate(dir: string): Promise<SelfSigned> {
  const certificate = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    key,
    '-out',
    certificate,
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ]);
  const publicKey = new X509Certificate(await readFile(certificate)).publicKey;
  const spki = createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  return { certificate, key, spki };
}
