/**
 * The page and the sync engine talk through messages, so the engine can run in a worker
 * (sync.worker.ts): the change feed's JSON, IndexedDB's writes and Dexie's own work stay off
 * the page's main thread, where a first sync of a large anthology would hold up taps.
 *
 * Worker side, `serveSync(engine, port)`: runs the engine when asked and reports its state
 * and the mirror-ready mark. Page side, `RemoteSyncEngine`: the engine's interface
 * (`getState`, `subscribe`, `sync`, `retry`) over the messages; it records the mark in the
 * page's localStorage (mirror-ready.ts), which a worker does not have.
 */
import { setMirrorReady } from './mirror-ready';
import type { SyncState } from './sync-engine';

type PageToWorker = { type: 'sync'; id: number };
type WorkerToPage =
  | { type: 'state'; state: SyncState }
  | { type: 'synced'; id: number }
  | { type: 'mirror-ready'; ready: boolean };

/** What both sides need of a Worker, a worker's global scope or a MessagePort. */
export interface SyncPort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** What the UI and the triggers use: the engine's interface, wherever it runs. */
export interface SyncController {
  getState(): SyncState;
  subscribe(listener: () => void): () => void;
  sync(): Promise<void>;
  retry(): void;
}

/** The engine as the worker side needs it: built with `markMirrorReady` going to `port`. */
type ServedEngine = Pick<SyncController, 'getState' | 'subscribe' | 'sync'>;

/** Worker side: `makeEngine` receives the mark's way to the page. */
export function serveSync(
  port: SyncPort,
  makeEngine: (markMirrorReady: (ready: boolean) => void) => ServedEngine,
): void {
  const send = (message: WorkerToPage) => port.postMessage(message);
  const engine = makeEngine((ready) => send({ type: 'mirror-ready', ready }));
  engine.subscribe(() => send({ type: 'state', state: engine.getState() }));
  port.addEventListener('message', (event: MessageEvent<PageToWorker>) => {
    if (event.data?.type !== 'sync') return;
    const { id } = event.data;
    void engine.sync().finally(() => send({ type: 'synced', id }));
  });
  // A MessagePort delivers nothing until started (a worker's global scope has no `start`).
  (port as Partial<MessagePort>).start?.();
}

/** Page side. */
export class RemoteSyncEngine implements SyncController {
  private state: SyncState = { status: 'idle' };
  private readonly listeners = new Set<() => void>();
  private readonly waiting = new Map<number, () => void>();
  private nextId = 0;

  constructor(private readonly port: SyncPort) {
    port.addEventListener('message', (event: MessageEvent<WorkerToPage>) =>
      this.receive(event.data),
    );
    (port as Partial<MessagePort>).start?.();
  }

  private receive(message: WorkerToPage) {
    if (message.type === 'state') {
      this.state = message.state;
      this.listeners.forEach((listener) => listener());
    } else if (message.type === 'synced') {
      this.waiting.get(message.id)?.();
      this.waiting.delete(message.id);
    } else if (message.type === 'mirror-ready') {
      setMirrorReady(message.ready);
    }
  }

  getState = (): SyncState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Asks for a run; resolves once it has ended (the state says how). */
  sync = (): Promise<void> =>
    new Promise((resolve) => {
      const id = this.nextId++;
      this.waiting.set(id, resolve);
      this.port.postMessage({ type: 'sync', id } satisfies PageToWorker);
    });

  retry = (): void => void this.sync();
}
