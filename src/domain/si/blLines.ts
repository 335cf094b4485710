import { LINE_WIDTH } from './check';

/**
 * Text for the B/L form: every line at most 35 characters (a B/L line, spec check). Long lines
 * break between words; a word longer than a line is cut. Blank input lines are kept inside a
 * block, dropped at its ends.
 */
export function wrapBl(text: string, width = LINE_WIDTH): string[] {
  const out: string[] = [];
  for (const raw of (text ?? '').replace(/\t/g, ' ').split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (line.length <= width) {
      out.push(line);
      continue;
    }
    let current = '';
    for (const word of line.split(/ +/).filter(Boolean)) {
      let w = word;
      while (w.length > width) {
        if (current) {
          out.push(current);
          current = '';
        }
        out.push(w.slice(0, width));
        w = w.slice(width);
      }
      if (!current) current = w;
      else if (current.length + 1 + w.length <= width) current = `${current} ${w}`;
      else {
        out.push(current);
        current = w;
      }
    }
    if (current) out.push(current);
  }
  while (out.length && !out[0]) out.shift();
  while (out.length && !out.at(-1)) out.pop();
  return out;
}
