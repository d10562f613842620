/**
 * Admission to the upstream when an instance is busy: at most `capacity`
 * calls at once; the rest wait, higher priority first (0 is highest), first
 * come first served within a priority. Waiters hear their position whenever
 * it changes, and give up after `timeoutMs`.
 */
export interface Admission {
  /** Frees the slot; call once the upstream call has ended. */
  release(): void;
}

export class AdmissionTimeout extends Error {
  constructor() {
    super("Waited too long for a free slot");
    this.name = "AdmissionTimeout";
  }
}

interface Waiter {
  priority: number;
  admit: () => void;
  onPosition: (position: number) => void;
  lastPosition: number;
}

export function createAdmissionGate(options: { capacity: number; timeoutMs: number }) {
  let active = 0;
  const waiting: Waiter[] = [];

  const slot = (): Admission => {
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        active--;
        admitNext();
      },
    };
  };

  /** Tells every waiter whose place in line changed (1 = next to be admitted). */
  function announce() {
    waiting.forEach((waiter, index) => {
      if (waiter.lastPosition !== index + 1) {
        waiter.lastPosition = index + 1;
        waiter.onPosition(index + 1);
      }
    });
  }

  function admitNext() {
    while (active < options.capacity && waiting.length > 0) {
      const next = waiting.shift() as Waiter;
      active++;
      next.admit();
    }
    announce();
  }

  return {
    /** A slot now, or null when the gate is full (the caller then `wait`s, after its own checks). */
    tryAcquire(): Admission | null {
      if (active >= options.capacity || waiting.length > 0) return null;
      active++;
      return slot();
    },

    /** Waits in line for a slot; rejects with AdmissionTimeout, or the signal's reason when aborted. */
    wait(priority: number, onPosition: (position: number) => void, signal: AbortSignal): Promise<Admission> {
      return new Promise<Admission>((resolve, reject) => {
        const leave = () => {
          const index = waiting.indexOf(waiter);
          if (index !== -1) waiting.splice(index, 1);
          clearTimeout(timer);
          signal.removeEventListener("abort", onAbort);
          announce();
        };
        const onAbort = () => {
          leave();
          reject(signal.reason);
        };
        const waiter: Waiter = {
          priority,
          lastPosition: 0,
          onPosition,
          admit: () => {
            clearTimeout(timer);
            signal.removeEventListener("abort", onAbort);
            resolve(slot());
          },
        };
        const timer = setTimeout(() => {
          leave();
          reject(new AdmissionTimeout());
        }, options.timeoutMs);
        signal.addEventListener("abort", onAbort, { once: true });
        // Behind every waiter of a higher or equal priority, before every lower one.
        const index = waiting.findIndex((other) => other.priority > priority);
        waiting.splice(index === -1 ? waiting.length : index, 0, waiter);
        if (signal.aborted) return onAbort();
        admitNext();
      });
    },

    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type AdmissionGate = ReturnType<typeof createAdmissionGate>;
