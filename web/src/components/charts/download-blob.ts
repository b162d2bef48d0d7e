/** Saves a blob as a file through a temporary link (the browser's own download). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download (some browsers read the URL late).
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
