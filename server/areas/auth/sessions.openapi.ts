import { z } from "zod";
import { identityProofInput } from "../../../shared/auth";
import { englishText } from "../../../shared/server-messages";
import { DEVICE_TYPES, sessionIdInput } from "../../../shared/sessions";
import { REAUTH_REQUIRED, RECENT_AUTH_MINUTES } from "../../../shared/sudo-mode";
import { timestamp } from "../../docs/common.schemas";
import { type ApiOperation, ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { authRouter } from "./auth.router";
import type { sessionsRouter } from "./sessions.router";

const { restOperation, table } = operationsOf<{ auth: typeof authRouter; sessions: typeof sessionsRouter }>();

const sessionSchema = z.object({
  id: z.string(),
  device: z.string().describe('From the user agent when it was opened: "Chrome on macOS", or "Unknown device".'),
  deviceType: z.enum(DEVICE_TYPES),
  ip: z
    .string()
    .nullable()
    .describe("The address it was opened from. No place is shown: the server has no offline GeoIP database."),
  createdAt: timestamp,
  lastUsedAt: timestamp.describe("Sign-in or the last token refresh: accurate to about 15 minutes of use."),
  expiresAt: timestamp.describe("Its absolute end; it ends sooner if left idle."),
  current: z.boolean().describe("The session of the token making this call."),
});

const PHONE_SESSION_ID = "0196f0a7-9b3c-7e41-8a52-6d7e8f9a0b1c";

const SESSIONS = [
  {
    id: "0196f3d1-4a2b-7c8d-9e0f-1a2b3c4d5e6f",
    device: "Chrome on macOS",
    deviceType: "desktop" as const,
    ip: "203.0.113.24",
    createdAt: "2026-11-20T08:12:40.511Z",
    lastUsedAt: "2026-11-23T10:41:07.930Z",
    expiresAt: "2026-11-27T08:12:40.511Z",
    current: true,
  },
  {
    id: PHONE_SESSION_ID,
    device: "Safari on iPhone",
    deviceType: "mobile" as const,
    ip: "198.51.100.7",
    createdAt: "2026-11-18T19:03:22.084Z",
    lastUsedAt: "2026-11-22T21:30:55.402Z",
    expiresAt: "2027-02-16T19:03:22.084Z",
    current: false,
  },
];

const endResponse = z.object({
  message: z.string(),
  current: z.boolean().describe("It was the calling session: its token stops working too (the client signs out)."),
});
const endOthersResponse = z.object({ message: z.string(), ended: z.number().int() });

const LIVE =
  "Live sessions only: not signed out, not idle too long and before their end. This session first, then the most recently active.";
const AT_ONCE = "Its token is refused from the next call, on every server.";

const confirmedResponse = z.object({
  message: z.string(),
  confirmedUntil: timestamp.describe(
    `When sudo mode ends (${RECENT_AUTH_MINUTES} minutes from now) unless the session confirms again.`,
  ),
});

/**
 * What sudo mode and the session list document, for a person (`/users/...`) or an administrator (`/admin/...`):
 * every entry but the procedure it calls. The admin area adds its own procedures (it mounts the administrator's
 * under `admin`), so each side types its operations against its own router.
 */
export function sessionDocs(owner: "user" | "admin") {
  const admin = owner === "admin";
  const base = admin ? "/admin/sessions" : "/users/sessions";
  const tag = admin ? "Administration" : "Accounts";
  const whose = admin ? "the administrator's" : "your";
  const audited = admin ? " (audited)" : "";
  return {
    confirmIdentity: {
      method: "post",
      path: `${admin ? "/admin" : "/users"}/confirm-identity`,
      tag,
      summary: `Confirm it's ${admin ? "the administrator" : "you"} (sudo mode)`,
      description:
        `Turning two-factor sign-in on or off${admin ? "" : ", creating an API key, changing the e-mail address and the password (with two-factor on)"} ` +
        `need the password (and a code, with two-factor on) proved on this session within ${RECENT_AUTH_MINUTES} minutes; ` +
        `signing in counts. Outside that window they answer 403 with \`reason: "${REAUTH_REQUIRED}"\` and ` +
        "`twoFactor` (whether a code is asked): confirm here, then retry. The password and code are one attempt toward the login lockout.",
      auth: owner,
      body: sample(identityProofInput, { password: "Tangerine-Otter-42", code: "492039" }),
      response: ok("Confirmed: the session is in sudo mode.", confirmedResponse, {
        message: englishText("auth.identityConfirmed", { minutes: RECENT_AUTH_MINUTES }),
        confirmedUntil: "2026-11-23T10:51:07.930Z",
      }),
      errors: {
        400: "The password is wrong, or the code is missing or wrong (with two-factor on).",
        429: "Too many wrong passwords or codes from this client (the login lockout).",
      },
    },
    list: {
      method: "get",
      path: base,
      tag,
      summary: `Where ${whose} account is signed in`,
      description: LIVE,
      auth: owner,
      response: ok("The sessions.", z.array(sessionSchema), SESSIONS),
    },
    end: {
      method: "delete",
      path: `${base}/{sessionId}`,
      tag,
      summary: `End one of ${whose} sessions${audited}`,
      description: `${AT_ONCE} Ending the calling session is signing out.`,
      auth: owner,
      params: sample(sessionIdInput, { sessionId: PHONE_SESSION_ID }),
      response: ok("Ended.", endResponse, { message: "The session was ended.", current: false }),
      errors: { 404: "No live session of this account has that id (it ended already, or it is someone else's)." },
    },
    endOthers: {
      method: "post",
      path: `${base}/end-others`,
      tag,
      summary: `End every other session of ${whose} account${audited}`,
      description: `Every session but the calling one. ${AT_ONCE}`,
      auth: owner,
      response: ok("How many ended (0 when there were none).", endOthersResponse, {
        message: "Signed out of 1 other session.",
        ended: 1,
      }),
    },
  } satisfies Record<string, Omit<ApiOperation, "procedure" | "rest">>;
}

const USER = sessionDocs("user");

/** A person's sudo mode and sessions. */
export const SESSION_OPERATIONS = table([
  restOperation({ ...USER.confirmIdentity, procedure: "auth.confirmIdentity" }),
  restOperation({ ...USER.list, procedure: "sessions.list" }),
  restOperation({ ...USER.end, procedure: "sessions.end" }),
  restOperation({ ...USER.endOthers, procedure: "sessions.endOthers" }),
]);
