import fs from 'node:fs';
import path from 'node:path';

/** A screen drawn on the server (apps/web/src/first-screen/render-first-screen.tsx). */
export interface RenderedScreen {
  html: string;
  /** The window it was drawn for. */
  width: 'narrow' | 'wide';
  css: string;
  state: unknown;
  title: string;
  /** The screen's module, as the build's manifest names it. */
  module: string;
}

interface ManifestChunk {
  css?: string[];
  imports?: string[];
}

/** The shell's module: its stylesheet places the content area (shell.css). */
const SHELL_MODULE = 'src/shell/shell-layout.tsx';

/** The stylesheets a module needs, its own and its static imports', as the build wrote them. */
function stylesheetsOf(manifest: Record<string, ManifestChunk>, module: string): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const file of chunk?.css ?? []) files.add(file);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  visit(module);
  return [...files];
}

/** CSS safe inside a <style> element: no `</` can end it. */
const inStyle = (css: string) => css.replaceAll('</', '<\\/');

/** JSON safe inside a <script> element: no `<` at all (no end tag, no comment opening). */
const inScript = (json: string) => json.replaceAll('<', '\\u003c');

/**
 * index.html with a drawn screen in it: its styles in the head (antd's and the screen's own
 * stylesheets, inline, so the first paint waits for no other request), the screen where
 * index.html marks it, and the answers it was drawn from for the app's first render.
 */
export function firstScreenPage(webFolder: string): (screen: RenderedScreen) => string {
  const template = fs.readFileSync(path.join(webFolder, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(webFolder, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const stylesheets = new Map<string, string>();
  const stylesheetsText = (module: string) => {
    let text = stylesheets.get(module);
    if (text === undefined) {
      const files = [
        ...new Set([...stylesheetsOf(manifest, SHELL_MODULE), ...stylesheetsOf(manifest, module)]),
      ];
      text = files.map((file) => fs.readFileSync(path.join(webFolder, file), 'utf8')).join('\n');
      stylesheets.set(module, text);
    }
    return text;
  };

  return (screen) => {
    const head = `<style id="first-screen-css">${inStyle(screen.css)}\n${inStyle(stylesheetsText(screen.module))}</style>`;
    const body =
      `<div id="first-paint-screen" data-width="${screen.width === 'narrow' ? 'narrow' : 'wide'}">${screen.html}</div>` +
      `<script type="application/json" id="first-screen-state">${inScript(JSON.stringify(screen.state))}</script>`;
    const title = screen.title.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
    // Replaced by functions: a `$` in the screen's text is not a replacement pattern.
    return template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace('<!--first-screen-head-->', () => head)
      .replace('<!--first-screen-body-->', () => body);
  };
}
