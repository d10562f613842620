/** Saves text the app already holds as a file (a CSV export), as a link with `download` would. */
export function downloadText(filename: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
