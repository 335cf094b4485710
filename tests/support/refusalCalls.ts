import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The refusals written in the server's source (issue 32): each call of a refusal helper with its
 * arguments as source text, found by reading the code (TypeScript 7 has no JS API to walk it).
 * A small scanner: it skips strings, template literals and comments, and splits the arguments at
 * the commas of the call's own level.
 */
export interface RefusalCall {
  file: string;
  line: number;
  helper: string;
  args: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.ts$/.test(f) ? [p] : [];
  });
}

/** The arguments of the call whose `(` is at `open`, as source text, and where the call ends. */
function argumentsAt(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"' || c === '`') {
      // a template literal's ${…} may hold strings of its own: skip it as a unit
      for (i++; i < text.length && text[i] !== c; i++) {
        if (text[i] === '\\') i++;
        else if (c === '`' && text[i] === '$' && text[i + 1] === '{') {
          let inner = 1;
          for (i += 2; i < text.length && inner; i++) inner += text[i] === '{' ? 1 : text[i] === '}' ? -1 : 0;
          i--;
        }
      }
    } else if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i);
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i) + 1;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      depth--;
      if (depth === 0) {
        const last = text.slice(start, i).trim();
        if (last) args.push(last);
        return args;
      }
    } else if (c === ',' && depth === 1) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  return args;
}

/** Every call of these helpers (`refused(`, `no(` …; not a method of that name) in the .ts files under `dir`. */
export function refusalCalls(dir: string, helpers: readonly string[]): RefusalCall[] {
  const call = new RegExp(String.raw`(?<![\w.$])(${helpers.map((h) => h.replace('.', '\\.')).join('|')})(?:<[^>()]*>)?\(`, 'g');
  return sourceFiles(dir).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(call)]
      .filter((m) => !/^\s*(export\s+)?(const|function)\s*$/.test(text.slice(text.lastIndexOf('\n', m.index) + 1, m.index)))
      .map((m) => ({
        file,
        line: text.slice(0, m.index).split('\n').length,
        helper: m[1]!,
        args: argumentsAt(text, m.index + m[0].length - 1),
      }));
  });
}
