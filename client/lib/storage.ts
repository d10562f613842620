/**
 * localStorage can throw (privacy modes, disabled storage, quota): a broken
 * storage must read as "signed out", never crash the page.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing sensible to do: the session simply will not survive a reload.
  }
}
