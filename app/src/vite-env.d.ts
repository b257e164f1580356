/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A real Nhost project instead of the embedded backend on the page's origin. */
  readonly VITE_NHOST_SUBDOMAIN?: string;
  readonly VITE_NHOST_REGION?: string;
}
