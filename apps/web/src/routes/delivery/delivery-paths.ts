/** The delivery screens (issue 30): the runs, one run, the rider's own run and the report. */
export const deliveryPaths = {
  runs: '/delivery/runs',
  run: (id: number | string) => `/delivery/runs/${encodeURIComponent(String(id))}`,
  runPattern: '/delivery/runs/:id',
  myRun: '/delivery/my-run',
  report: '/delivery/report',
} as const;
