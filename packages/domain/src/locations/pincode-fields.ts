import { text } from '../validation';

/**
 * The pincode field of a form or an import row: required, digits only. Whether it is a zip
 * code of its country (India: six digits, not starting with 0) is checked with
 * `pincodeProblem` once the country is known: by the server from the city, by the web form
 * with India's rule, the only country its screens show.
 */
export const pincodeText = text({
  required: 'Please enter Pincode',
  max: 10,
  maxMessage: 'Pincode is too long',
}).refine((value) => value === '' || /^\d+$/.test(value), 'Pincode should contain digits only');
