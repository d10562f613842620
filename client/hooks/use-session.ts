import { useSyncExternalStore } from "react";
import {
  type AdminSession,
  readAdminSession,
  readUserSession,
  subscribeSession,
  type UserSession,
} from "../lib/session";

// useSyncExternalStore needs a stable snapshot: reuse the previous object while nothing changed.
function cached<T extends object>(read: () => T): () => T {
  let last: T | undefined;
  let lastKey = "";
  return () => {
    const next = read();
    const key = JSON.stringify(next);
    if (last === undefined || key !== lastKey) {
      last = next;
      lastKey = key;
    }
    return last;
  };
}

const userSnapshot = cached(readUserSession);
const adminSnapshot = cached(readAdminSession);

/** The signed-in user as stored in the browser; re-renders on changes from any tab. */
export function useSession(): UserSession {
  return useSyncExternalStore(subscribeSession, userSnapshot, userSnapshot);
}

export function useAdminSession(): AdminSession {
  return useSyncExternalStore(subscribeSession, adminSnapshot, adminSnapshot);
}
