import { z } from "zod";
import { requiredText } from "./text";

export const sessionIdInput = z.object({ sessionId: requiredText("sessionId", { max: 100 }) });

/** What kind of device a session was opened on, for its icon. */
export const DEVICE_TYPES = ["desktop", "mobile", "tablet", "unknown"] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
