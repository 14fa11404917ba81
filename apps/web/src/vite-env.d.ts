/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Shown in the browser tab and the sidebar logo. */
  readonly VITE_APP_TITLE?: string;
  /** Where uploaded files are served from (the spec's files base path on the image host). */
  readonly VITE_FILES_BASE?: string;
}
