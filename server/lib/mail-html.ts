// What every e-mail shares: HTML escaping, the frame, and amounts and dates as
// people in India write them (en-IN or hi-IN, India's time zone, wherever the server runs).
import { INTL_LOCALES, type Locale } from "../../shared/locales";

/** Text placed in HTML: markup characters become character references. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A mail's body inside the card every mail uses, under the product's name, marked with its language. */
export function mailHtml(appName: string, content: string, locale: Locale): string {
  return `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.6;background:#f6f7fb;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(appName)}</h1>
${content}
</div></body></html>`;
}

/** A link that looks like a button; `href` is escaped here. */
export function mailButton(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#4f46e5;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(label)}</a></p>`;
}

/** Every mail's plain-text part when it is a greeting and paragraphs: the product's name first. */
export function mailText(appName: string, greeting: string, paragraphs: string[]): string {
  return [appName, "", greeting, "", ...paragraphs.flatMap((paragraph) => [paragraph, ""])].join("\n");
}

const TIME_ZONE = "Asia/Kolkata";
const perLocale = (options: Intl.DateTimeFormatOptions) => ({
  en: new Intl.DateTimeFormat(INTL_LOCALES.en, { ...options, timeZone: TIME_ZONE }),
  hi: new Intl.DateTimeFormat(INTL_LOCALES.hi, { ...options, timeZone: TIME_ZONE }),
});
const dateFormats: Record<Locale, Intl.DateTimeFormat> = perLocale({ dateStyle: "long" });
const dateTimeFormat = perLocale({
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
}).en;
// hi-IN's own date-and-time pattern reads "4:05 pm IST बजे"; Hindi says the part of the day instead ("शाम 4:05").
const hindiClock = perLocale({ hour: "numeric", minute: "2-digit", dayPeriod: "short" }).hi;
const hindiZone = perLocale({ timeZoneName: "short" }).hi;

/** 23 November 2026 / 23 नवंबर 2026 (the date in India). */
export const mailDate = (date: Date, locale: Locale) => dateFormats[locale].format(date);

/**
 * "23 November 2026 at 4:05 pm IST"; in Hindi "23 नवंबर 2026 को शाम 4:05 बजे (IST)", which already carries
 * the "on" (को) the English sentences put before it.
 */
export function mailDateTime(date: Date, locale: Locale): string {
  if (locale === "en") return dateTimeFormat.format(date);
  const zone = hindiZone.formatToParts(date).find((part) => part.type === "timeZoneName")?.value ?? "IST";
  return `${mailDate(date, locale)} को ${hindiClock.format(date)} बजे (${zone})`;
}

/** ₹1,23,456.00 from paise (or the smallest unit of another currency). */
export function mailAmount(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], { style: "currency", currency }).format(amount / 100);
}
