// Files in and out of a kiosk that has no file manager of its own: a
// download for the export, the browser's file picker for the import.

/** Offer `text` as a download named `name`. */
export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL by now; let it go a little later to be safe.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Let the operator choose a text file; null when they cancel. */
export function pickTextFile(accept: string): Promise<{ name: string; text: string } | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.style.display = 'none';
    document.body.append(input);
    const finish = (result: { name: string; text: string } | null) => {
      input.remove();
      resolve(result);
    };
    input.addEventListener('cancel', () => finish(null));
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      if (!file) return finish(null);
      file.text().then(
        (text) => finish({ name: file.name, text }),
        () => finish({ name: file.name, text: '' }),
      );
    });
    input.click();
  });
}
