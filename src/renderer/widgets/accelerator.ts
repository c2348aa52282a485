// Windows marks a label's keyboard shortcut with '&' ('E&xit' underlines x);
// '&&' stands for a literal ampersand.

/** The upper-cased shortcut letter of a label, or undefined when it has none. */
export function acceleratorOf(label: string): string | undefined {
  for (let i = 0; i < label.length - 1; i++) {
    if (label[i] !== '&') continue;
    const next = label[i + 1] ?? '';
    if (next === '&') {
      i++;
      continue;
    }
    return next.toUpperCase();
  }
  return undefined;
}

/** The label as shown, without shortcut marks. */
export function plainLabel(label: string): string {
  return label.replace(/&(&?)/g, '$1');
}
