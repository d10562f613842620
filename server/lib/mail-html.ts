// What every e-mail shares: HTML escaping, the frame, and amounts and dates as
// people in India write them (en-IN, India's time zone, wherever the server runs).

/** Text placed in HTML: markup characters become character references. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A mail's body inside the card every mail uses, under the product's name. */
export function mailHtml(appName: string, content: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#f6f7fb;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(appName)}</h1>
${content}
</div></body></html>`;
}

/** A link that looks like a button; `href` is escaped here. */
export function mailButton(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#4f46e5;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(label)}</a></p>`;
}

const TIME_ZONE = "Asia/Kolkata";
const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: TIME_ZONE,
  timeZoneName: "short",
});

/** 23 November 2026 (the date in India). */
export const mailDate = (date: Date) => dateFormat.format(date);

/** 23 November 2026 at 4:05 pm IST */
export const mailDateTime = (date: Date) => dateTimeFormat.format(date);

/** ₹1,23,456.00 from paise (or the smallest unit of another currency). */
export function mailAmount(amount: number, currency = "INR"): string {
  return new Intl.NumberFormat("en-IN", { style: "currency", currency }).format(amount / 100);
}
