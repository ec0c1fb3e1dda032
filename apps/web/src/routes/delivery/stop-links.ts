import { orderMapUrl } from '@mandi/domain';

/** A phone number as a tel: link dials it: digits and a leading +, nothing else. */
export function telLink(mobile: string | null): string | undefined {
  const dialled = mobile?.replace(/[^\d+]/g, '');
  return dialled ? `tel:${dialled}` : undefined;
}

/**
 * Google Maps for a stop: where the order was placed from when the app sent it (the door, to
 * the metre), else a search for the address and pincode.
 */
export function stopMapLink(stop: {
  coordinates: { x: number; y: number } | null;
  address: string | null;
  pincode: string | null;
}): string | undefined {
  if (stop.coordinates) return orderMapUrl(stop.coordinates);
  const place = [stop.address, stop.pincode].filter(Boolean).join(', ');
  return place ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}` : undefined;
}
