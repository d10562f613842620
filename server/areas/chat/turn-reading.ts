import type { ChatEvent } from "./live-reply";

/** A read awaited later, where the messages are put together: a refusal before then must not leave it unhandled. */
export function settling<T>(reading: Promise<T>): Promise<T> {
  reading.catch(() => undefined);
  return reading;
}

/**
 * A reading that starts the turn on its first `next()`: a refusal by admission
 * comes out of the stream (as it would from a generator that admits first),
 * and then each token costs no more than the reply's own reading.
 */
export function lazily(open: () => Promise<AsyncGenerator<ChatEvent>>): AsyncGenerator<ChatEvent> {
  let opened: Promise<AsyncGenerator<ChatEvent>> | null = null;
  const opening = () => {
    opened ??= open().then((inner) => {
      // From now on the reply's own reading answers directly.
      reading.next = (...args) => inner.next(...args);
      return inner;
    });
    return opened;
  };
  const reading: AsyncGenerator<ChatEvent> = {
    next: async (...args) => (await opening()).next(...args),
    return: async (value) =>
      opened ? ((await opened.catch(() => null))?.return(value) ?? { done: true, value }) : { done: true, value },
    throw: async (error) => (await opening()).throw(error),
    [Symbol.asyncIterator]() {
      return reading;
    },
  };
  return reading;
}
