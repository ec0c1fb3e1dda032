/** `--name value` and `--flag` command-line options, with defaults. */
export function parseArgs(argv: string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument ${arg}`);
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) options.set(arg.slice(2), 'true');
    else {
      options.set(arg.slice(2), next);
      i++;
    }
  }
  return options;
}

export function numberOption(options: Map<string, string>, name: string, fallback: number): number {
  const raw = options.get(name);
  if (raw === undefined) return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number, got ${raw}`);
  return value;
}
