import { parseRole, type Role } from "#shared/roles";
import { PATHS } from "./paths";
import { loginPath } from "./return-to";
import type { RouterOutputs } from "./router-types";
import { readStorage, writeStorage } from "./storage";

/** Browser storage keys of docs/product/data.md#entities-and-fields. Other code must use these, never string literals. */
export const USER_KEYS = {
  token: "token",
  userId: "userId",
  userName: "userName",
  userEmail: "userEmail",
  userRole: "userRole",
} as const;

export const ADMIN_KEYS = {
  adminToken: "adminToken",
  adminId: "adminId",
  adminName: "adminName",
  adminUsername: "adminUsername",
  isAdmin: "isAdmin",
} as const;

/** In-page broadcast of a plan change; `detail.role` carries the new role. */
export const ROLE_CHANGED_EVENT = "roleChanged";
export type RoleChangedEvent = CustomEvent<{ role?: string }>;

// Same-tab writes fire no `storage` event, so our own writes announce themselves with this one.
const SESSION_CHANGED_EVENT = "session-changed";

const WATCHED_KEYS = new Set<string>([...Object.values(USER_KEYS), ...Object.values(ADMIN_KEYS)]);

export interface UserSession {
  token: string | null;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  role: Role;
  isSignedIn: boolean;
}

export interface AdminSession {
  adminToken: string | null;
  adminId: string | null;
  adminName: string | null;
  adminUsername: string | null;
  isAdmin: boolean;
}

/**
 * The latest role announced by a roleChanged event. It wins over the stored
 * role until storage itself changes again (another tab, or our own write), so
 * a broadcast is honoured even by code that forgot to store the role.
 */
let announcedRole: Role | null = null;

function notifySessionChanged(): void {
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

export function readUserSession(): UserSession {
  const token = readStorage(USER_KEYS.token);
  return {
    token,
    userId: readStorage(USER_KEYS.userId),
    userName: readStorage(USER_KEYS.userName),
    userEmail: readStorage(USER_KEYS.userEmail),
    role: announcedRole ?? parseRole(readStorage(USER_KEYS.userRole)),
    isSignedIn: Boolean(token),
  };
}

export function readAdminSession(): AdminSession {
  const adminToken = readStorage(ADMIN_KEYS.adminToken);
  return {
    adminToken,
    adminId: readStorage(ADMIN_KEYS.adminId),
    adminName: readStorage(ADMIN_KEYS.adminName),
    adminUsername: readStorage(ADMIN_KEYS.adminUsername),
    isAdmin: Boolean(adminToken) && readStorage(ADMIN_KEYS.isAdmin) === "true",
  };
}

/** A new session as the server answers a registration, a login without a second step, or that step (auth.loginMfa). */
export type UserSessionStart = RouterOutputs["auth"]["register"];

export function storeUserSession(login: UserSessionStart): void {
  writeStorage(USER_KEYS.token, login.token);
  writeStorage(USER_KEYS.userId, login._id);
  writeStorage(USER_KEYS.userName, login.name);
  writeStorage(USER_KEYS.userEmail, login.email);
  writeStorage(USER_KEYS.userRole, parseRole(login.role));
  announcedRole = null;
  notifySessionChanged();
}

export function storeUserToken(token: string): void {
  writeStorage(USER_KEYS.token, token);
  notifySessionChanged();
}

export function storeUserName(name: string): void {
  writeStorage(USER_KEYS.userName, name);
  notifySessionChanged();
}

/**
 * docs/product/data.md#states-and-transitions: the stored role (and name, and e-mail after a change) are refreshed
 * from the profile response. Writes, and so re-renders and broadcasts, only what changed.
 */
export function syncUserProfile(profile: Pick<RouterOutputs["auth"]["profile"], "name" | "email" | "role">): void {
  if (readStorage(USER_KEYS.userName) !== profile.name) storeUserName(profile.name);
  if (profile.email && readStorage(USER_KEYS.userEmail) !== profile.email) {
    writeStorage(USER_KEYS.userEmail, profile.email);
    notifySessionChanged();
  }
  const role = parseRole(profile.role);
  if (readStorage(USER_KEYS.userRole) !== role || (announcedRole !== null && announcedRole !== role)) storeRole(role);
}

/** Stores a new plan and tells every view on the page (docs/product/data.md#states-and-transitions "Plan role"). */
export function storeRole(role: Role): void {
  writeStorage(USER_KEYS.userRole, role);
  broadcastRoleChanged(role);
}

export function broadcastRoleChanged(role: Role): void {
  window.dispatchEvent(new CustomEvent(ROLE_CHANGED_EVENT, { detail: { role } }));
}

export function clearUserSession(): void {
  for (const key of Object.values(USER_KEYS)) writeStorage(key, null);
  announcedRole = null;
  notifySessionChanged();
}

/**
 * How every sign-out that leaves the page ends (logout, a deleted account, a
 * refused refresh, either side): the stored keys go, then a full load of `to`,
 * so no signed-in state survives in memory (query cache included). The page's
 * own views are deliberately not told: re-rendered signed out they would first
 * redirect within the page (the admin frame and the signed-in screens send to
 * their login page), putting up a login form the load wipes a moment later,
 * which a person could start typing into, for seconds on a busy machine. So
 * the screen stays as it was (the Logout button busy) until the next page
 * replaces it. Other tabs still hear of it through their storage events.
 */
function leaveSignedOut(keys: Record<string, string>, to: string): void {
  for (const key of Object.values(keys)) writeStorage(key, null);
  window.location.assign(to);
}

/**
 * docs/product/data.md#states-and-transitions: remove the user keys (the stored role with them, so the next page
 * starts as starter) and do a full load of "/" (or `to`).
 */
export function logoutUser(to: string = PATHS.home): void {
  leaveSignedOut(USER_KEYS, to);
}

/** The query parameter the home page is opened with after the person erased their account (issue #17). */
export const ACCOUNT_DELETED = { param: "account", value: "deleted" } as const;

/**
 * After "Delete my account": the session is gone on the server; forget it here
 * too and do a full load of the home page (nothing of the account stays in
 * memory), which says the account was deleted.
 */
export function leaveDeletedAccount(): void {
  leaveSignedOut(USER_KEYS, `/?${ACCOUNT_DELETED.param}=${ACCOUNT_DELETED.value}`);
}

/** The query parameter /login is opened with after the session could not be renewed. */
export const SESSION_EXPIRED = { param: "session", value: "expired" } as const;

let expiring = false;

/**
 * docs/product/data.md#states-and-transitions "Token refresh": the server refused to renew the session. Clear it
 * and do a full load of /login (no signed-in data survives in memory), which
 * then says why and, after the login, comes back to this page (issue #13).
 * Several failing calls at once lead to a single redirect.
 */
export function expireUserSession(): void {
  if (expiring) return;
  expiring = true;
  const here = `${window.location.pathname}${window.location.search}`;
  leaveSignedOut(USER_KEYS, loginPath(here, { [SESSION_EXPIRED.param]: SESSION_EXPIRED.value }));
}

/** A new administrator session: admin.login without a second step, admin.loginMfa or admin.loginEnrolConfirm. */
export type AdminSessionStart = RouterOutputs["admin"]["loginMfa"];

export function storeAdminSession(login: AdminSessionStart): void {
  writeStorage(ADMIN_KEYS.adminToken, login.token);
  writeStorage(ADMIN_KEYS.adminId, login._id);
  writeStorage(ADMIN_KEYS.adminName, login.name);
  writeStorage(ADMIN_KEYS.adminUsername, login.username);
  writeStorage(ADMIN_KEYS.isAdmin, "true");
  notifySessionChanged();
}

/** After the admin edits their own profile: the header greets them by the new name. */
export function storeAdminIdentity(admin: Pick<RouterOutputs["admin"]["profile"], "name" | "username">): void {
  writeStorage(ADMIN_KEYS.adminName, admin.name);
  writeStorage(ADMIN_KEYS.adminUsername, admin.username);
  notifySessionChanged();
}

export function storeAdminToken(token: string): void {
  writeStorage(ADMIN_KEYS.adminToken, token);
  notifySessionChanged();
}

export function clearAdminSession(): void {
  for (const key of Object.values(ADMIN_KEYS)) writeStorage(key, null);
  notifySessionChanged();
}

/**
 * The end of an admin logout (docs/product/data.md#states-and-transitions "Admin session"), once the session is
 * revoked, also when it was ended from the sessions list: remove the five admin
 * keys and do a full load of /admin/login, so no admin data stays in memory.
 */
export function leaveAdmin(): void {
  leaveSignedOut(ADMIN_KEYS, PATHS.adminLogin);
}

let adminExpiring = false;

/**
 * docs/product/data.md#states-and-transitions "Admin session": the server refused to renew the admin session, so
 * the administrator leaves as at a logout. Several failing calls at once lead
 * to one redirect.
 */
export function expireAdminSession(): void {
  if (adminExpiring) return;
  adminExpiring = true;
  leaveAdmin();
}

const listeners = new Set<() => void>();

function notifyListeners(): void {
  for (const listener of listeners) listener();
}

// Installed once at module load, not per subscriber, so a broadcast that fires
// while nothing is subscribed still updates announcedRole.
window.addEventListener("storage", (event: StorageEvent) => {
  // A null key means storage.clear() in another tab.
  if (event.key !== null && !WATCHED_KEYS.has(event.key)) return;
  if (event.key === null || event.key === USER_KEYS.userRole || event.key === USER_KEYS.token) {
    announcedRole = null;
  }
  notifyListeners();
});
window.addEventListener(ROLE_CHANGED_EVENT, (event: Event) => {
  announcedRole = parseRole((event as RoleChangedEvent).detail?.role);
  notifyListeners();
});
window.addEventListener(SESSION_CHANGED_EVENT, notifyListeners);

/**
 * Calls `onChange` whenever the session may have changed: our own writes,
 * writes from other tabs and roleChanged broadcasts.
 */
export function subscribeSession(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}
