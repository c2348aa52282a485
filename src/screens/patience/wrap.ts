// Words laid into lines of a fixed number of character cells, as a BASIC
// program would PRINT them: break at spaces, cut a word longer than a line.

export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (joined.length <= width) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    line = word.slice(0, width);
  }
  if (line !== '') lines.push(line);
  return lines.slice(0, maxLines);
}
