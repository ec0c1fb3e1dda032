/** A row's share of the largest row as a bar behind nothing: decoration, the figure beside it says it. */
export function ShareBar({ value, max }: { value: number; max: number }) {
  const width = max > 0 ? Math.max(2, Math.round((value / max) * 100)) : 0;
  return (
    <div className="dashboard-bar" aria-hidden="true">
      <div className="dashboard-bar-fill" style={{ width: `${width}%` }} />
    </div>
  );
}
