/** The file name a download's Content-Disposition gives, if any. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/** Saves a fetched file through the browser's download, named as the server names it. */
export async function saveDownload(response: Response, fallbackName: string) {
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filenameOf(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser; free it once the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
