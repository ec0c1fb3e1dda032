import { describe, expect, it } from 'vitest';
import { stopMapLink, telLink } from './stop-links';

describe('a stop’s links', () => {
  it('dials the mobile as digits', () => {
    expect(telLink('+91 98765-43210')).toBe('tel:+919876543210');
    expect(telLink(null)).toBeUndefined();
    expect(telLink(' - ')).toBeUndefined();
  });

  it('maps the placed coordinates first, else searches the address and pincode', () => {
    const coordinates = { x: 77.209, y: 28.6139 };
    expect(stopMapLink({ coordinates, address: 'Home, 12 MG Road', pincode: '110001' })).toBe(
      'https://www.google.com/maps?q=28.6139,77.209',
    );
    expect(stopMapLink({ coordinates: null, address: 'Home, 12 MG Road', pincode: '110001' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Home%2C%2012%20MG%20Road%2C%20110001',
    );
    expect(stopMapLink({ coordinates: null, address: null, pincode: null })).toBeUndefined();
  });
});
