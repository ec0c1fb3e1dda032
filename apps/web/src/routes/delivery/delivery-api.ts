import {
  type DeliveryRunDetail,
  deliveryReportEndpoint,
  deliveryRidersEndpoint,
  deliveryRunEndpoint,
  deliveryRuns,
  myDeliveryRunsEndpoint,
} from '@mandi/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../api/endpoint';
import { resourceKeys } from '../../kit/resource-hooks';

/**
 * The delivery screens' server state on the resource's key factory ([delivery-runs, ...]), so a
 * write to any run refreshes the list, the run, the rider's screen and the report at once.
 */
export const deliveryKeys = {
  all: resourceKeys.all(deliveryRuns),
  run: (id: number) => resourceKeys.detail(deliveryRuns, id),
  mine: [...resourceKeys.all(deliveryRuns), 'mine'] as const,
  riders: [...resourceKeys.all(deliveryRuns), 'riders'] as const,
  report: (from?: string, to?: string) => [...resourceKeys.all(deliveryRuns), 'report', from, to] as const,
};

export function useDeliveryRun(id: number) {
  return useQuery({
    queryKey: deliveryKeys.run(id),
    queryFn: () => callEndpoint(deliveryRunEndpoint, { params: { id } }),
    retry: false,
  });
}

/** The signed-in rider's open runs, asked again each minute (a dispatcher may add a stop). */
export function useMyRuns() {
  return useQuery({
    queryKey: deliveryKeys.mine,
    queryFn: () => callEndpoint(myDeliveryRunsEndpoint, {}),
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
    retry: false,
  });
}

export function useRiders(enabled = true) {
  return useQuery({
    queryKey: deliveryKeys.riders,
    queryFn: () => callEndpoint(deliveryRidersEndpoint, {}),
    enabled,
    retry: false,
  });
}

export function useDeliveryReport(from?: string, to?: string, refetchInterval?: number) {
  return useQuery({
    queryKey: deliveryKeys.report(from, to),
    queryFn: () => callEndpoint(deliveryReportEndpoint, { query: { from, to } }),
    placeholderData: (previous) => previous,
    refetchInterval,
    refetchIntervalInBackground: false,
    retry: false,
    staleTime: 0,
  });
}

/** After a write: the run the server answered in place, everything else about runs asked again. */
export async function runChanged(client: QueryClient, run: DeliveryRunDetail) {
  client.setQueryData(deliveryKeys.run(run.id), run);
  await client.invalidateQueries({ queryKey: deliveryKeys.all });
}
