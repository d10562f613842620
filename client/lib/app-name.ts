import { DEFAULT_APP_NAME } from "#shared/app";

/**
 * The product name is configurable on the server, which writes it into
 * index.html's application-name meta tag. The Vite dev server does not, so the
 * untouched placeholder counts as "not configured".
 */
function readAppName(): string {
  const content = document.querySelector('meta[name="application-name"]')?.getAttribute("content")?.trim();
  if (!content || /^%[A-Z_]+%$/.test(content)) return DEFAULT_APP_NAME;
  return content;
}

export const APP_NAME = readAppName();
