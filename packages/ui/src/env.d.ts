/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** ICP filing number shown in the footer; defaults to a placeholder. */
  readonly VITE_ICP_NUMBER?: string;
}
