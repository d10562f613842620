/** Saves a file the app already holds (a CSV export, a zip it fetched), as a link with `download` would. */
export function downloadBlob(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click returns; a moment later is safe everywhere.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves text the app already holds as a file (a CSV export). */
export function downloadText(filename: string, text: string, type: string) {
  downloadBlob(filename, new Blob([text], { type }));
}
