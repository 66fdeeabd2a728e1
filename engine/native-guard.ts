// Makes a hard stop of a worker thread safe. Terminating a thread while it is inside a native call
// (an ONNX Runtime run) makes that addon throw into a dying V8 isolate, which aborts the whole
// process. So each task carries a shared flag: the worker marks when it enters and leaves native
// code, and the server only terminates after it has atomically claimed the flag while the worker
// was outside (after which the worker refuses to enter native code again).
import { EngineError } from './errors.js';

/** Flag values in slot 0 of the task's Int32Array(SharedArrayBuffer(8)). */
export const OUTSIDE = 0;
export const IN_NATIVE = 1;
export const STOPPING = 2;
/** Slot 1 turns 1 when a worker has taken the task up (its thread loaded and the task started). */
const STARTED_SLOT = 1;

let current: Int32Array | null = null;

/** Worker side: the flag of the task now running (null: no guard, e.g. in tests). */
export function useNativeGuard(buffer: SharedArrayBuffer | undefined): void {
  current = buffer ? new Int32Array(buffer) : null;
  if (current) Atomics.store(current, STARTED_SLOT, 1);
}

/** Worker side: runs one native call inside the guard. */
export async function guardedNative<T>(call: () => Promise<T>): Promise<T> {
  const flag = current;
  if (flag && Atomics.compareExchange(flag, 0, OUTSIDE, IN_NATIVE) === STOPPING) {
    throw new EngineError('aborted', 'Processing stopped: the document exceeded its time budget');
  }
  try {
    return await call();
  } finally {
    if (flag) Atomics.compareExchange(flag, 0, IN_NATIVE, OUTSIDE);
  }
}

/** Server side: a new flag for one task. */
export function createNativeGuard(): SharedArrayBuffer {
  return new SharedArrayBuffer(8);
}

/** Server side: true once a worker has started the task (a thread still loading its modules, or
 * a task still queued inside the pool, has not: that time is not the document's). */
export function hasStarted(buffer: SharedArrayBuffer): boolean {
  return Atomics.load(new Int32Array(buffer), STARTED_SLOT) === 1;
}

/** Server side: true once the worker is outside native code and can no longer enter it. */
export function claimForStop(buffer: SharedArrayBuffer): boolean {
  const flag = new Int32Array(buffer);
  const previous = Atomics.compareExchange(flag, 0, OUTSIDE, STOPPING);
  return previous === OUTSIDE || previous === STOPPING;
}
