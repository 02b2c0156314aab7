// The messages between the server's thread and PGlite's worker (pglite.ts ↔ pglite-worker.ts). Types only.

export type Request =
  | {
      id: number;
      op: 'open';
      dataDir: string;
      /** A template's data folder to copy into a new data folder, when there is one. */
      template?: string;
    }
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  /** Starts transaction `tx`; answered once BEGIN ran. Other statements wait until it ends. */
  | { id: number; op: 'begin'; tx: number }
  /** Ends transaction `tx` with COMMIT or ROLLBACK; answered once it ran. */
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** How a folder was opened: reopened, copied from the template, or made by initdb (no template). */
export type Opened = 'existing' | 'template' | 'initdb';

export type Reply =
  | { id: number; ok: true; rows?: unknown[]; opened?: Opened }
  | { id: number; ok: false; error: { message: string; code?: string } };
