import { UAParser } from "ua-parser-js";
import type { DeviceType } from "../../../shared/sessions";

export interface Device {
  /** "Chrome on macOS", "Safari on iPhone", or "Unknown device". */
  label: string;
  type: DeviceType;
}

// The parser's names where people know the thing by another one.
const OS_NAMES: Record<string, string> = { "Mac OS": "macOS", "Chromium OS": "ChromeOS" };

/** An iPhone or iPad says more than "iOS"; other phones are known by their system. */
const NAMED_MODELS = new Set(["iPhone", "iPad"]);

/**
 * The device a session was opened on, in words, from its user agent. Only a
 * hint (any client may send any user agent): it helps people tell their
 * sessions apart, and nothing is decided by it.
 */
export function describeDevice(userAgent: string | null | undefined): Device {
  const { browser, os, device } = new UAParser(userAgent ?? "").getResult();
  // "Mobile Safari" is Safari to its users; the icon says it is a phone.
  const app = browser.name?.replace(/^Mobile /, "");
  const system =
    device.model && NAMED_MODELS.has(device.model) ? device.model : os.name && (OS_NAMES[os.name] ?? os.name);
  const label = app && system ? `${app} on ${system}` : (app ?? system ?? "Unknown device");
  const type: DeviceType =
    device.type === "mobile" || device.type === "tablet" ? device.type : app || system ? "desktop" : "unknown";
  return { label, type };
}
