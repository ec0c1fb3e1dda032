/**
 * antd's styles for a drawn screen, less the rules nothing in it can match (issue 31 §7). antd
 * writes every variant of each component it drew (sizes, colours, states, pickers' panels): for
 * the order list about 400 KB, which a phone then parses and matches against the page before its
 * first paint. A rule is kept when one of its selectors names only classes the drawn HTML has
 * (a class inside `:not()` need not be there). At-rules that hold rules (@media, @supports,
 * @layer) are walked; others (@keyframes, @font-face) are kept as they are. The drawn copy goes
 * when the app takes the page over, so states only the app reaches need no rule here.
 */

/** Every class named in the HTML's class attributes. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  return classes;
}

const GROUPING_AT_RULE = /^@(media|supports|layer|container)\b/;

/** The classes a selector needs: those it names, outside `:not(...)`. */
function neededClasses(selector: string): string[] {
  const positive = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...positive.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '');
}

/** Splits at commas outside parentheses and brackets (`:where(.a, .b)` stays whole). */
function splitSelectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const char = prelude[i];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts;
}

/** The index just past the block that opens at `open` (a `{`), strings and nesting respected. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const char = css[i];
    if (char === '"' || char === "'") {
      const close = css.indexOf(char, i + 1);
      i = close < 0 ? css.length : close;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

/** `css` with only the rules that can match an element with the given classes. */
export function withoutUnusedRules(css: string, classes: ReadonlySet<string>): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const end = blockEnd(css, open);
    const prelude = css.slice(i, open).trim();
    const body = css.slice(open + 1, end - 1);
    if (GROUPING_AT_RULE.test(prelude)) {
      const inner = withoutUnusedRules(body, classes);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) {
      out += `${prelude}{${body}}`;
    } else {
      const kept = splitSelectors(prelude).filter((selector) =>
        neededClasses(selector).every((name) => classes.has(name)),
      );
      if (kept.length > 0) out += `${kept.join(',')}{${body}}`;
    }
    i = end;
  }
  return out;
}
