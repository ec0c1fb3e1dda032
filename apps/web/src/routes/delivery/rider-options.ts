import { useRiders } from './delivery-api';

/** The staff who may take runs out, as select options (the rider filter and choosers). */
export function useRiderOptions() {
  const { data, isLoading } = useRiders();
  return {
    options: (data?.data ?? []).map((rider) => ({ value: String(rider.id), label: rider.fullName })),
    loading: isLoading,
  };
}
